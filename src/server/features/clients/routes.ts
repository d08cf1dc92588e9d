import { Hono } from 'hono';
import {
  ClientActivityQuery,
  ClientExportQuery,
  ClientListQuery,
  CreateClientInput,
  CreateClientUserInput,
  UpdateClientInput,
  UpdateClientUserInput,
} from '../../../shared/schemas/clients';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { toCsv } from '../../csv';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { createClientUser, deleteClientUser, listClientUsers, resendInvitation, updateClientUser } from './client-users';
import { createClient, deleteClient, exportClients, getClient, listClientActivity, listClients, updateClient } from './service';

export function clientRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const clientId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'Client');
  const userId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'User', 'userId');
  return (
    new Hono<AppEnv>()
      .use(requireCapability('clients.view'))
      .get('/', async (c) => c.json(await listClients(db, c.get('user'), readQuery(c, ClientListQuery))))
      .post('/', requireCapability('clients.manage'), async (c) =>
        c.json(await createClient(db, c.get('user'), await readBody(c, CreateClientInput)), 201),
      )
      .get('/export.csv', async (c) => {
        const rows = await exportClients(db, c.get('user'), readQuery(c, ClientExportQuery));
        const csv = toCsv(
          ['Company', 'Contact person', 'Email', 'Phone', 'Website', 'Industry', 'Status', 'Billing address', 'Notes', 'Created'],
          rows.map((r) => [r.name, r.contactPerson, r.email, r.phone, r.website, r.industry, r.status, r.billingAddress, r.notes, r.createdAt]),
        );
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="clients-${new Date().toISOString().slice(0, 10)}.csv"`);
        return c.body(csv);
      })
      // On a client's routes the service checks: 404 outside the caller's scope comes before 403.
      .get('/:id', async (c) => c.json(await getClient(db, c.get('user'), clientId(c))))
      .patch('/:id', async (c) => {
        const id = clientId(c);
        return c.json(await updateClient(db, c.get('user'), id, await readBody(c, UpdateClientInput)));
      })
      .delete('/:id', async (c) => {
        await deleteClient(db, c.get('user'), clientId(c));
        return c.body(null, 204);
      })
      .get('/:id/activity', async (c) => {
        const id = clientId(c);
        return c.json(await listClientActivity(db, c.get('user'), id, readQuery(c, ClientActivityQuery)));
      })
      .get('/:id/users', async (c) => c.json(await listClientUsers(db, c.get('user'), clientId(c))))
      .post('/:id/users', async (c) => {
        const id = clientId(c);
        return c.json(await createClientUser(deps, c.get('user'), id, await readBody(c, CreateClientUserInput)), 201);
      })
      .patch('/:id/users/:userId', async (c) => {
        const [id, user] = [clientId(c), userId(c)];
        return c.json(await updateClientUser(deps, c.get('user'), id, user, await readBody(c, UpdateClientUserInput)));
      })
      .delete('/:id/users/:userId', async (c) => {
        await deleteClientUser(deps, c.get('user'), clientId(c), userId(c));
        return c.body(null, 204);
      })
      .post('/:id/users/:userId/invitation', async (c) =>
        c.json(await resendInvitation(deps, c.get('user'), clientId(c), userId(c))),
      )
  );
}
