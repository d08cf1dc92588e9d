import en from '@shared/i18n/catalogs/en/time.json';
import { namespace } from '../i18n';

/** `t` for the 'time' namespace's keys (src/shared/i18n/catalogs/<language>/time.json). */
export const t = namespace(en);
