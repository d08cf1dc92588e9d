import en from '@shared/i18n/catalogs/en/invoices.json';
import { namespace } from '../i18n';

/** `t` for the 'invoices' namespace's keys (src/shared/i18n/catalogs/<language>/invoices.json). */
export const t = namespace(en);
