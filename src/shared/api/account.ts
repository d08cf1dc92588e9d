/** The signed-in user's own account: who they are, their devices, their profile, and the workspace's two-factor rule. */
import { AccountSessionList, RevokedSessions, SecurityPolicy, UpdateSecurityPolicyInput } from '../schemas/account';
import { Me } from '../schemas/me';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, Profile, UpdateProfileInput } from '../schemas/profile';
import { EMPTY, endpoint, fileOf } from './endpoint';

const tag = 'Account';

export const accountApi = {
  me: endpoint({
    method: 'get',
    path: '/me',
    tag,
    summary: 'Who is signed in',
    description: 'The user, what their role may do, and whether the workspace holds them to two-factor. 401 when no one is.',
    access: 'signed-in',
    reply: Me,
  }),
  sessions: endpoint({
    method: 'get',
    path: '/account/sessions',
    tag,
    summary: 'List your signed-in devices',
    access: 'signed-in',
    reply: AccountSessionList,
  }),
  // Before '/account/sessions/{id}', so the two never compete for a path.
  revokeOtherSessions: endpoint({
    method: 'post',
    path: '/account/sessions/revoke-others',
    tag,
    summary: 'Sign out every other device',
    access: 'signed-in',
    reply: RevokedSessions,
  }),
  revokeSession: endpoint({
    method: 'delete',
    path: '/account/sessions/{id}',
    tag,
    summary: 'Sign out one of your devices',
    description: "Another user's session answers 404, as an unknown one does; the current one signs this device out.",
    access: 'signed-in',
    reply: EMPTY,
  }),
  securityPolicy: endpoint({
    method: 'get',
    path: '/account/security-policy',
    tag,
    summary: "The workspace's two-factor rule",
    access: 'signed-in',
    reply: SecurityPolicy,
  }),
  updateSecurityPolicy: endpoint({
    method: 'put',
    path: '/account/security-policy',
    tag,
    summary: 'Require two-factor of staff, or stop requiring it',
    access: 'security.manage',
    body: UpdateSecurityPolicyInput,
    reply: SecurityPolicy,
  }),
  updateProfile: endpoint({
    method: 'patch',
    path: '/profile',
    tag,
    summary: 'Change your name or language',
    description:
      'Only the fields sent change. `language` and `locale` choose what the portal and the e-mails to you are written in and how dates and amounts read; null follows your company (client users) or your browser.',
    access: 'signed-in',
    body: UpdateProfileInput,
    reply: Profile,
  }),
  setAvatar: endpoint({
    method: 'put',
    path: '/profile/avatar',
    tag,
    summary: 'Upload your profile picture',
    description:
      `A multipart/form-data body with the picture in the field \`${AVATAR_FIELD}\`: PNG, JPEG, WebP or GIF (checked by ` +
      `its bytes; 415 otherwise, SVG always), at most ${AVATAR_MAX_BYTES / 1024} KB (413 above); 400 without the file.`,
    access: 'signed-in',
    upload: AVATAR_FIELD,
    reply: Profile,
  }),
  removeAvatar: endpoint({
    method: 'delete',
    path: '/profile/avatar',
    tag,
    summary: 'Remove your profile picture',
    access: 'signed-in',
    reply: Profile,
  }),
  avatar: endpoint({
    method: 'get',
    path: '/avatars/{userId}',
    tag,
    summary: "A user's profile picture",
    description:
      "The image as uploaded. Its URL (a user's `avatarUrl`) changes with the picture, so it may be cached for good; " +
      "If-None-Match with its ETag answers 304. Staff read anyone's; a client user reads their own company's users' and " +
      "the agency staff's; another company's contact is a 404.",
    access: 'signed-in',
    reply: fileOf('image/*'),
    etag: true,
  }),
};
