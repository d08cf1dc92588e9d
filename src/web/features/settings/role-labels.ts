import { roleText } from '@web/lib/role-text';

/** A role's name in the reader's language (the common namespace holds the words). */
export const roleLabel = roleText;
