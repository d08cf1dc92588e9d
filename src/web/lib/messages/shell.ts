import en from '@shared/i18n/catalogs/en/shell.json';
import { namespace } from '../i18n';

/** `t` for the 'shell' namespace's keys (src/shared/i18n/catalogs/<language>/shell.json). */
export const t = namespace(en);
