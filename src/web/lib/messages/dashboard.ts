import en from '@shared/i18n/catalogs/en/dashboard.json';
import { namespace } from '../i18n';

/** `t` for the 'dashboard' namespace's keys (src/shared/i18n/catalogs/<language>/dashboard.json). */
export const t = namespace(en);
