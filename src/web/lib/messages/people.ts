import en from '@shared/i18n/catalogs/en/people.json';
import { namespace } from '../i18n';

/** `t` for the 'people' namespace's keys (src/shared/i18n/catalogs/<language>/people.json). */
export const t = namespace(en);
