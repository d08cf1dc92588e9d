/**
 * Profile Settings: every signed-in user, client users included, changes their own name and picture. The caller is
 * always the subject (there is no user id in these routes), so nobody can change someone else's profile here.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { languageOf } from '@shared/i18n/languages';
import { CLIENT_ROLES } from '@shared/roles';
import type { Me } from '@shared/schemas/me';
import { AVATAR_MAX_BYTES, type UpdateProfileInput } from '@shared/schemas/profile';
import { recordActivity, writeRecorded } from '../../activity';
import { currentUserColumns, toCurrentUser } from '../../auth/automatic-actor';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { avatars, users } from '../../db/schema';
import { AppError, badRequest, keyed, notFound, validationFailed } from '../../errors';
import { sniffImageType } from './image-type';

export type Profile = Me['user'];

async function loadProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('errors.notFound.user');
  return toCurrentUser(row);
}

export async function updateProfile(db: Db, user: CurrentUser, input: UpdateProfileInput): Promise<Profile> {
  if (input.language !== undefined || input.locale !== undefined) await setLanguage(db, user.id, input);
  const firstName = input.firstName ?? user.firstName;
  const lastName = input.lastName ?? user.lastName;
  if (firstName === user.firstName && lastName === user.lastName) return loadProfile(db, user.id);
  // users.name is better-auth's display name (sign-in answers, reset e-mails): kept as "first last".
  const rename = (tx: Tx) =>
    tx
      .update(users)
      .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  await writeRecorded(db, rename, {
    actorId: user.id,
    action: 'profile.updated',
    entityType: 'user',
    entityId: user.id,
    clientId: user.clientId,
    summary: `${user.firstName} ${user.lastName} is now ${firstName} ${lastName}`,
  });
  return loadProfile(db, user.id);
}

/**
 * The person's language and locale (a preference: not in the audit log). A locale of another language than the
 * person's is refused; choosing a language without a locale takes that language's default.
 */
async function setLanguage(db: Db, userId: string, input: UpdateProfileInput): Promise<void> {
  const [current] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const language = input.language === undefined ? (current?.language ?? null) : input.language;
  const locale = input.locale ?? null;
  if (locale && languageOf(locale) !== language) throw validationFailed({ locale: 'validation.locale.ofYourLanguage' });
  await db.update(users).set({ language, locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Where the picture is served; the version changes with every upload so an immutable cache still refreshes. */
export const avatarUrlOf = (userId: string, updatedAt: Date) => `/api/avatars/${userId}?v=${updatedAt.getTime()}`;

export async function setAvatar(db: Db, user: CurrentUser, file: File): Promise<Profile> {
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > AVATAR_MAX_BYTES) throw tooLarge();
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new AppError(415, 'unsupported_media_type', 'errors.profile.picturePngJpegWebp', { file: 'errors.profile.choosePngJpegWebp' });
  }
  const updatedAt = new Date();
  const data = Buffer.from(bytes);
  await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId: user.id, contentType, data, updatedAt })
      .onConflictDoUpdate({ target: avatars.userId, set: { contentType, data, updatedAt } });
    await tx
      .update(users)
      .set({ avatarUrl: avatarUrlOf(user.id, updatedAt), updatedAt })
      .where(eq(users.id, user.id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'profile.avatar_updated',
      entityType: 'user',
      entityId: user.id,
      clientId: user.clientId,
      summary: `${user.firstName} ${user.lastName} changed their profile photo`,
      metadata: { contentType, bytes: bytes.length },
    });
  });
  return loadProfile(db, user.id);
}

function tooLarge() {
  const kb = AVATAR_MAX_BYTES / 1024;
  return new AppError(413, 'payload_too_large', keyed('errors.profile.pictureTooLarge', { kb: String(kb) }), {
    file: `The picture must be at most ${kb} KB.`,
  });
}

/** Removing a picture that is not there is not an error: the outcome the caller wants already holds. */
export async function removeAvatar(db: Db, user: CurrentUser): Promise<Profile> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(avatars).where(eq(avatars.userId, user.id)).returning({ userId: avatars.userId });
    await tx.update(users).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (gone.length === 0) return;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'profile.avatar_removed',
      entityType: 'user',
      entityId: user.id,
      clientId: user.clientId,
      summary: `${user.firstName} ${user.lastName} removed their profile photo`,
    });
  });
  return loadProfile(db, user.id);
}

/**
 * Whose pictures the caller may read: staff, anyone's; a client user, their own company's users and the agency's staff
 * (who reach them on comments, messages and files), never another company's contacts (decision 0011).
 */
function avatarScope(user: CurrentUser): SQL | undefined {
  if (!(CLIENT_ROLES as readonly string[]).includes(user.role)) return undefined;
  return user.clientId ? or(isNull(users.clientId), eq(users.clientId, user.clientId)) : isNull(users.clientId);
}

/** The picture, or 404 when there is none or its owner is outside what the caller may see. */
export async function readAvatar(db: Db, user: CurrentUser, userId: string) {
  const [row] = await db
    .select({ contentType: avatars.contentType, data: avatars.data, updatedAt: avatars.updatedAt })
    .from(avatars)
    .innerJoin(users, eq(users.id, avatars.userId))
    .where(and(eq(avatars.userId, userId), avatarScope(user)));
  if (!row) throw notFound('errors.notFound.picture');
  return row;
}

export const missingFile = () => badRequest('errors.profile.sendPictureMultipartForm', { file: 'errors.profile.choosePictureUpload' });
