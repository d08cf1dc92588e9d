import en from '@shared/i18n/catalogs/en/quotes.json';
import { namespace } from '../i18n';

/** `t` for the 'quotes' namespace's keys (src/shared/i18n/catalogs/<language>/quotes.json). */
export const t = namespace(en);
