/** Profile Settings: the signed-in user's own name and picture (any role, their own account only). */
import { z } from 'zod';
import { LANGUAGES, LOCALES } from '../i18n/languages';
import { ROLES } from '../roles';
import { singleLine } from './fields';

/** The signed-in user's own account as the portal shows it: the top bar, Profile Settings, and what a profile change answers. */
export const Profile = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    status: z.string(),
    clientId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

export const NAME_MAX = 100;

/** The form's fields; PATCH /api/profile validates with the same rules. */
export const ProfileInput = z.strictObject({
  firstName: singleLine('validation.label.firstName', NAME_MAX),
  lastName: singleLine('validation.label.lastName', NAME_MAX),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

/** PATCH is partial: a field left out keeps its value, a field sent must pass the form's rule. */
export const UpdateProfileInput = ProfileInput.extend({
  /** The person's language and locale; null: follow their company's (client users) or their browser's. */
  language: z.enum(LANGUAGES).nullable(),
  locale: z.enum(LOCALES).nullable(),
}).partial();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

/** The largest picture accepted; the browser checks it before uploading, the server again. */
export const AVATAR_MAX_BYTES = 512 * 1024;

/** Raster formats only: an SVG can carry script, so it is refused however it is labelled. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

/** The multipart field the picture travels in. */
export const AVATAR_FIELD = 'file';
