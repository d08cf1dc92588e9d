import en from '@shared/i18n/catalogs/en/reports.json';
import { namespace } from '../i18n';

/** `t` for the 'reports' namespace's keys (src/shared/i18n/catalogs/<language>/reports.json). */
export const t = namespace(en);
