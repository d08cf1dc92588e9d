import { Hono } from 'hono';
import { communicationsApi } from '@shared/api/communications';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { exportCommunications, getCommunication, listCommunications } from './service';
import { createCommunication, deleteCommunication, updateCommunication } from './write';

const CSV_HEADER = [
  'Date',
  'Type',
  'Direction',
  'Subject',
  'Client',
  'User',
  'From',
  'To',
  'Attachments',
  'Duration',
  'Meeting start',
  'Meeting end',
  'Content',
  'Visibility',
];

export function communicationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, communicationsApi.list, (c, { query }) => listCommunications(db, c.get('user'), query));
  route(app, communicationsApi.exportCsv, async (c, { query }) => {
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    const rows = await exportCommunications(db, c.get('user'), filters);
    return csvDownload(
      c,
      `communications-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [
        r.createdAt,
        r.type,
        r.direction,
        r.subject,
        r.client.name,
        r.user ? `${r.user.firstName} ${r.user.lastName}` : 'Unknown User',
        r.fromEmail,
        r.toEmail,
        r.type === 'email' ? r.attachmentsCount : '',
        r.duration,
        r.meetingStartsAt,
        r.meetingEndsAt,
        r.content,
        r.staffOnly ? 'Staff only' : 'Shared with client',
      ]),
    );
  });
  route(app, communicationsApi.create, (c, { body }) => createCommunication(db, c.get('user'), body));
  route(app, communicationsApi.get, (c) => getCommunication(db, c.get('user'), idParam(c, 'errors.notFound.communication')));
  route(app, communicationsApi.update, (c, { body }) =>
    updateCommunication(db, c.get('user'), idParam(c, 'errors.notFound.communication'), body),
  );
  route(app, communicationsApi.remove, (c) => deleteCommunication(db, c.get('user'), idParam(c, 'errors.notFound.communication')));
  return app;
}
