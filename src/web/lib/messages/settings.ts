import en from '@shared/i18n/catalogs/en/settings.json';
import { namespace } from '../i18n';

/** `t` for the 'settings' namespace's keys (src/shared/i18n/catalogs/<language>/settings.json). */
export const t = namespace(en);
