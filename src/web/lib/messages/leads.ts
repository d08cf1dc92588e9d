import en from '@shared/i18n/catalogs/en/leads.json';
import { namespace } from '../i18n';

/** `t` for the 'leads' namespace's keys (src/shared/i18n/catalogs/<language>/leads.json). */
export const t = namespace(en);
