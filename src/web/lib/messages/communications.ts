import en from '@shared/i18n/catalogs/en/communications.json';
import { namespace } from '../i18n';

/** `t` for the 'communications' namespace's keys (src/shared/i18n/catalogs/<language>/communications.json). */
export const t = namespace(en);
