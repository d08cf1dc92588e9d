import en from '@shared/i18n/catalogs/en/billing.json';
import { namespace } from '../i18n';

/** `t` for the 'billing' namespace's keys (src/shared/i18n/catalogs/<language>/billing.json). */
export const t = namespace(en);
