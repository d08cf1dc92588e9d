import en from '@shared/i18n/catalogs/en/expenses.json';
import { namespace } from '../i18n';

/** `t` for the 'expenses' namespace's keys (src/shared/i18n/catalogs/<language>/expenses.json). */
export const t = namespace(en);
