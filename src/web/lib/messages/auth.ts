import en from '@shared/i18n/catalogs/en/auth.json';
import { namespace } from '../i18n';

/** `t` for the 'auth' namespace's keys (src/shared/i18n/catalogs/<language>/auth.json). */
export const t = namespace(en);
