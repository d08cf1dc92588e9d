import en from '@shared/i18n/catalogs/en/requests.json';
import { namespace } from '../i18n';

/** `t` for the 'requests' namespace's keys (src/shared/i18n/catalogs/<language>/requests.json). */
export const t = namespace(en);
