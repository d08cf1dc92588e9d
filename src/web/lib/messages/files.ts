import en from '@shared/i18n/catalogs/en/files.json';
import { namespace } from '../i18n';

/** `t` for the 'files' namespace's keys (src/shared/i18n/catalogs/<language>/files.json). */
export const t = namespace(en);
