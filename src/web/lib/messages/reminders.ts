import en from '@shared/i18n/catalogs/en/reminders.json';
import { namespace } from '../i18n';

/** `t` for the 'reminders' namespace's keys (src/shared/i18n/catalogs/<language>/reminders.json). */
export const t = namespace(en);
