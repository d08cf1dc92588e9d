import en from '@shared/i18n/catalogs/en/tasks.json';
import { namespace } from '../i18n';

/** `t` for the 'tasks' namespace's keys (src/shared/i18n/catalogs/<language>/tasks.json). */
export const t = namespace(en);
