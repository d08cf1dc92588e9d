import en from '@shared/i18n/catalogs/en/conversation.json';
import { namespace } from '../i18n';

/** `t` for the 'conversation' namespace's keys (src/shared/i18n/catalogs/<language>/conversation.json). */
export const t = namespace(en);
