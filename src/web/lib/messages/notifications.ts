import en from '@shared/i18n/catalogs/en/notifications.json';
import { namespace } from '../i18n';

/** `t` for the 'notifications' namespace's keys (src/shared/i18n/catalogs/<language>/notifications.json). */
export const t = namespace(en);
