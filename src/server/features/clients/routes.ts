import { Hono } from 'hono';
import { clientsApi } from '@shared/api/clients';
import { colleaguesApi } from '@shared/api/colleagues';
import type { AppDeps, AppEnv } from '../../context';
import { csvDownload } from '../../csv';
import { idParam } from '../../http-params';
import { translator } from '../../i18n';
import { requestLanguage } from '../../reader-language';
import { route } from '../../openapi/route';
import { createClientUser, deleteClientUser, listClientUsers, resendInvitation, updateClientUser } from './client-users';
import { inviteColleague, listColleagues, removeColleague, resendColleagueInvitation, updateColleague } from './colleagues';
import { createClient, deleteClient, exportClients, getClient, listClientActivity, listClients, updateClient } from './service';

const CSV_HEADER = ['Company', 'Contact person', 'Email', 'Phone', 'Website', 'Industry', 'Status', 'Billing address', 'Notes', 'Created'];

/** Clients and their portal users. On a client's routes the service checks: 404 outside the caller's scope comes before 403. */
export function clientRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const clientId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.client');
  const userId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.user', 'userId');
  const app = new Hono<AppEnv>();
  route(app, clientsApi.list, (c, { query }) => listClients(db, c.get('user'), query));
  route(app, clientsApi.exportCsv, async (c, { query }) => {
    const rows = await exportClients(db, c.get('user'), query);
    return csvDownload(
      c,
      `clients-${new Date().toISOString().slice(0, 10)}.csv`,
      CSV_HEADER,
      rows.map((r) => [r.name, r.contactPerson, r.email, r.phone, r.website, r.industry, r.status, r.billingAddress, r.notes, r.createdAt]),
    );
  });
  route(app, clientsApi.create, (c, { body }) => createClient(deps, db, c.get('user'), body));
  route(app, clientsApi.get, (c) => getClient(db, c.get('user'), clientId(c)));
  route(app, clientsApi.update, (c, { body }) => updateClient(db, c.get('user'), clientId(c), body));
  route(app, clientsApi.remove, (c) => deleteClient(db, c.get('user'), clientId(c)));
  route(app, clientsApi.activity, (c, { query }) => listClientActivity(db, c.get('user'), clientId(c), query));
  route(app, clientsApi.users, (c) => listClientUsers(db, c.get('user'), clientId(c)));
  route(app, clientsApi.addUser, (c, { body }) => createClientUser(deps, c.get('user'), clientId(c), body));
  route(app, clientsApi.updateUser, (c, { body }) => updateClientUser(deps, c.get('user'), clientId(c), userId(c), body));
  route(app, clientsApi.removeUser, (c) => deleteClientUser(deps, c.get('user'), clientId(c), userId(c)));
  route(app, clientsApi.resendInvitation, (c) => resendInvitation(deps, c.get('user'), clientId(c), userId(c)));
  // The client portal's Colleagues: a primary contact's own company (decision 0111).
  route(app, colleaguesApi.list, async (c) => {
    // The notice is the policy's catalog key (src/shared/policies/colleagues.ts): said in the reader's language.
    const list = await listColleagues(db, c.get('user'));
    return { ...list, notice: list.notice && translator(requestLanguage(c))(list.notice) };
  });
  route(app, colleaguesApi.invite, (c, { body }) => inviteColleague(deps, c.get('user'), body));
  route(app, colleaguesApi.update, (c, { body }) => updateColleague(deps, c.get('user'), idParam(c, 'errors.notFound.user'), body));
  route(app, colleaguesApi.remove, (c) => removeColleague(deps, c.get('user'), idParam(c, 'errors.notFound.user')));
  route(app, colleaguesApi.resendInvitation, (c) => resendColleagueInvitation(deps, c.get('user'), idParam(c, 'errors.notFound.user')));
  return app;
}
