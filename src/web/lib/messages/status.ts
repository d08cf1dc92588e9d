import en from '@shared/i18n/catalogs/en/status.json';
import { namespace } from '../i18n';

/** `t` for the 'status' namespace's keys (src/shared/i18n/catalogs/<language>/status.json). */
export const t = namespace(en);
