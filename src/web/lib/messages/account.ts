import en from '@shared/i18n/catalogs/en/account.json';
import { namespace } from '../i18n';

/** `t` for the 'account' namespace's keys (src/shared/i18n/catalogs/<language>/account.json). */
export const t = namespace(en);
