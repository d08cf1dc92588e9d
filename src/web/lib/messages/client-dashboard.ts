import en from '@shared/i18n/catalogs/en/client-dashboard.json';
import { namespace } from '../i18n';

/** `t` for the 'client-dashboard' namespace's keys (src/shared/i18n/catalogs/<language>/client-dashboard.json). */
export const t = namespace(en);
