import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import { t } from '@web/lib/messages/account';

/**
 * Checked in the browser before uploading, to say at once what is wrong; the server checks again, by the file's bytes,
 * since the type a browser reports comes from the file name.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return t('account.photo.wrongType');
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return t('account.photo.tooLarge', { size: String(Math.ceil(file.size / 1024)), limit: String(AVATAR_MAX_BYTES / 1024) });
  }
  return null;
}

export const AVATAR_ACCEPT = AVATAR_CONTENT_TYPES.join(',');
