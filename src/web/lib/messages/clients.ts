import en from '@shared/i18n/catalogs/en/clients.json';
import { namespace } from '../i18n';

/** `t` for the 'clients' namespace's keys (src/shared/i18n/catalogs/<language>/clients.json). */
export const t = namespace(en);
