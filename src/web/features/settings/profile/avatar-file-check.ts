import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@shared/schemas/profile';

/**
 * Checked in the browser before uploading, to say at once what is wrong; the server checks again, by the file's bytes,
 * since the type a browser reports comes from the file name.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `That picture is ${Math.ceil(file.size / 1024)} KB; the limit is ${AVATAR_MAX_BYTES / 1024} KB.`;
  }
  return null;
}

export const AVATAR_ACCEPT = AVATAR_CONTENT_TYPES.join(',');
