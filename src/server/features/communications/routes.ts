import { Hono } from 'hono';
import {
  CommunicationListQuery,
  CreateCommunicationInput,
  UpdateCommunicationInput,
} from '../../../shared/schemas/communications';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { toCsv } from '../../csv';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { exportCommunications, getCommunication, listCommunications } from './service';
import { createCommunication, deleteCommunication, updateCommunication } from './write';

const CSV_HEADER = [
  'Date', 'Type', 'Direction', 'Subject', 'Client', 'User', 'From', 'To', 'Attachments', 'Duration', 'Meeting start',
  'Meeting end', 'Content', 'Visibility',
];

/** Mounted at /api/communications. */
export function communicationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return (
    new Hono<AppEnv>()
      .use(requireCapability('communications.view'))
      .get('/', async (c) => c.json(await listCommunications(db, c.get('user'), readQuery(c, CommunicationListQuery))))
      // Before '/:id', which would take 'export.csv' for an id.
      .get('/export.csv', async (c) => {
        const { page: _page, pageSize: _pageSize, ...filters } = readQuery(c, CommunicationListQuery);
        const rows = await exportCommunications(db, c.get('user'), filters);
        const csv = toCsv(
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
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="communications-${new Date().toISOString().slice(0, 10)}.csv"`);
        return c.body(csv);
      })
      .post('/', requireCapability('communications.create'), async (c) =>
        c.json(await createCommunication(db, c.get('user'), await readBody(c, CreateCommunicationInput)), 201),
      )
      .get('/:id', async (c) => c.json(await getCommunication(db, c.get('user'), idParam(c, 'Communication'))))
      .patch('/:id', requireCapability('communications.manage'), async (c) => {
        const id = idParam(c, 'Communication');
        const input = await readBody(c, UpdateCommunicationInput);
        return c.json(await updateCommunication(db, c.get('user'), id, input));
      })
      .delete('/:id', requireCapability('communications.manage'), async (c) => {
        await deleteCommunication(db, c.get('user'), idParam(c, 'Communication'));
        return c.body(null, 204);
      })
  );
}
