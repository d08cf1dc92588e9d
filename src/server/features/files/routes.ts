import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { filesApi } from '@shared/api/files';
import type { AppDeps, AppEnv } from '../../context';
import { withoutInvisible } from '../../files/file-name';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { registerTaskAttachables } from './attachables';
import { deleteFile, listProjectFiles, listRecordFiles, openDownload, uploadFile, type FilesDeps } from './service';

/** The upload streams its own body past the API's 1 MB limit (it stops at 25 MB itself): app.ts asks this. */
export const streamsItsBody = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/files';

/** `attachment; filename="…"` with an ASCII fallback and the real name in RFC 5987 form. */
export function attachmentDisposition(stored: string): string {
  // Names stored before uploads were cleaned of bidirectional overrides are cleaned here, so no download misleads.
  const name = withoutInvisible(stored);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const files: FilesDeps = { db, store: deps.files, jobs: deps.jobs };
  registerTaskAttachables();
  const app = new Hono<AppEnv>();
  route(app, filesApi.upload, (c, { query }) => uploadFile(files, c.get('user'), query, c.req.raw));
  route(app, filesApi.listForRecord, (c, { query }) => listRecordFiles(db, c.get('user'), query));
  route(app, filesApi.listForProject, (c, { query }) => listProjectFiles(db, c.get('user'), idParam(c, 'errors.notFound.project'), query));
  route(app, filesApi.download, async (c) => {
    const file = await openDownload(files, c.get('user'), idParam(c, 'errors.notFound.file'));
    return new Response(Readable.toWeb(file.stream) as unknown as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentDisposition(file.name),
        // The browser must take the type as given and never render the file as a page of this origin.
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    });
  });
  route(app, filesApi.remove, (c) => deleteFile(files, c.get('user'), idParam(c, 'errors.notFound.file')));
  return app;
}
