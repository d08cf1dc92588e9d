import en from '@shared/i18n/catalogs/en/projects.json';
import { namespace } from '../i18n';

/** `t` for the 'projects' namespace's keys (src/shared/i18n/catalogs/<language>/projects.json). */
export const t = namespace(en);
