import en from '@shared/i18n/catalogs/en/common.json';
import { namespace } from '../i18n';

/** `t` for the 'common' namespace's keys (src/shared/i18n/catalogs/<language>/common.json). */
export const t = namespace(en);
