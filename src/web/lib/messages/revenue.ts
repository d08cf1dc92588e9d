import en from '@shared/i18n/catalogs/en/revenue.json';
import { namespace } from '../i18n';

/** `t` for the 'revenue' namespace's keys (src/shared/i18n/catalogs/<language>/revenue.json). */
export const t = namespace(en);
