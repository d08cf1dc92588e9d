import en from '@shared/i18n/catalogs/en/imports.json';
import { namespace } from '../i18n';

/** `t` for the 'imports' namespace's keys (src/shared/i18n/catalogs/<language>/imports.json). */
export const t = namespace(en);
