import en from '@shared/i18n/catalogs/en/validation.json';
import { namespace } from '../i18n';

/** `t` for the 'validation' namespace's keys (src/shared/i18n/catalogs/<language>/validation.json). */
export const t = namespace(en);
