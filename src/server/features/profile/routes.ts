import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountApi } from '@shared/api/account';
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '@shared/schemas/profile';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { missingFile, readAvatar, removeAvatar, setAvatar, updateProfile } from './service';

/** Room for the multipart envelope around the largest picture, so a too-large upload is refused before it is read. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** The caller's own profile, whatever their role. */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, accountApi.updateProfile, (c, { body }) => updateProfile(db, c.get('user'), body));
  route(
    app,
    accountApi.setAvatar,
    async (c) => {
      // A body that is not multipart form data parses to nothing: the same answer as a form without the file.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[AVATAR_FIELD];
      if (!(file instanceof File)) throw missingFile();
      return setAvatar(db, c.get('user'), file);
    },
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) =>
        c.json(
          {
            error: {
              code: 'payload_too_large',
              message: `The picture is larger than ${AVATAR_MAX_BYTES / 1024} KB. Choose a smaller image.`,
            },
          },
          413,
        ),
    }),
  );
  route(app, accountApi.removeAvatar, (c) => removeAvatar(db, c.get('user')));
  return app;
}

/** Pictures on comments, team cards and the user list: staff see anyone's, client users their company's and staff's. */
export function avatarRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, accountApi.avatar, async (c) => {
    const avatar = await readAvatar(db, c.get('user'), idParam(c, 'errors.notFound.picture', 'userId'));
    const etag = `"${avatar.updatedAt.getTime().toString(36)}"`;
    // The URL carries ?v=<updated-at>, so a new picture is a new URL and the old one may be cached for good.
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    // Served bytes were checked to be a raster image; these headers make sure a browser never treats them as more.
    c.header('Content-Type', avatar.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(avatar.data));
  });
  return app;
}
