import en from '@shared/i18n/catalogs/en/search.json';
import { namespace } from '../i18n';

/** `t` for the 'search' namespace's keys (src/shared/i18n/catalogs/<language>/search.json). */
export const t = namespace(en);
