/** Clients, their portal users and their activity (docs/product.md, Clients). */
import { z } from 'zod';
import {
  ClientActivityList,
  ClientActivityQuery,
  ClientDetail,
  ClientExportQuery,
  ClientList,
  ClientListQuery,
  ClientUser,
  CreateClientInput,
  CreateClientUserInput,
  UpdateClientInput,
  UpdateClientUserInput,
} from '../schemas/clients';
import type { Capability } from '../permissions';
import { EMPTY, endpoint, fileOf } from './endpoint';
import { CLIENT_LIST_EXAMPLE } from './examples';

const tag = 'Clients';

/** On a client's routes the service checks after the lookup: a client outside the caller's scope is a 404 first. */
const after = (capability: Capability) =>
  `Needs \`${capability}\`, checked after the client is found in the caller's scope (404 before 403).`;
const USERS = `${after('clientUsers.manage')} A \`userId\` that is not a portal user of this client answers 404.`;

export const clientsApi = {
  list: endpoint({
    method: 'get',
    path: '/clients',
    tag,
    summary: 'List clients',
    description: 'Newest first; `q` searches the name, contact person and e-mail. `notes` is null for client users.',
    access: 'clients.view',
    query: ClientListQuery,
    reply: ClientList,
    example: CLIENT_LIST_EXAMPLE,
  }),
  // Before '/clients/{id}', which would take 'export.csv' for an id.
  exportCsv: endpoint({
    method: 'get',
    path: '/clients/export.csv',
    tag,
    summary: 'Export clients as CSV',
    description: 'Every client the list would show with the same filters (no paging), newest first.',
    access: 'clients.view',
    query: ClientExportQuery,
    reply: fileOf('text/csv'),
  }),
  create: endpoint({
    method: 'post',
    path: '/clients',
    tag,
    summary: 'Create a client',
    description: 'The status defaults to prospect.',
    access: 'clients.manage',
    body: CreateClientInput,
    reply: ClientDetail,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/clients/{id}',
    tag,
    summary: 'Get a client',
    description:
      "With its overview: active projects, paid revenue (null without `financials.view`), open tasks and team size, each within the caller's scope.",
    access: 'clients.view',
    reply: ClientDetail,
  }),
  update: endpoint({
    method: 'patch',
    path: '/clients/{id}',
    tag,
    summary: 'Change a client',
    description: `Only the fields sent change. ${after('clients.manage')}`,
    access: 'clients.view',
    body: UpdateClientInput,
    reply: ClientDetail,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/clients/{id}',
    tag,
    summary: 'Delete a client',
    description: `Its projects, tasks, communications, invoices and portal users (with their sessions) go with it. ${after('clients.delete')}`,
    access: 'clients.view',
    reply: EMPTY,
  }),
  activity: endpoint({
    method: 'get',
    path: '/clients/{id}/activity',
    tag,
    summary: "List a client's activity",
    description:
      "The client's timeline, newest first (20 a page, 100 at most). Staff only (client users: 403); invoice and revenue " +
      'entries only with `financials.view`.',
    access: 'clients.view',
    query: ClientActivityQuery,
    reply: ClientActivityList,
  }),
  users: endpoint({
    method: 'get',
    path: '/clients/{id}/users',
    tag,
    summary: "List a client's portal users",
    description: `Newest first, at most 500. ${after('clientUsers.manage')}`,
    access: 'clients.view',
    reply: z.array(ClientUser),
  }),
  addUser: endpoint({
    method: 'post',
    path: '/clients/{id}/users',
    tag,
    summary: 'Add a portal user',
    description:
      'Either a `password` now, or `invite: true` (no password): the user is then pending and is mailed a single-use ' +
      `link to choose one (valid 7 days). 409 when the e-mail is taken. ${after('clientUsers.manage')}`,
    access: 'clients.view',
    body: CreateClientUserInput,
    reply: ClientUser,
    status: 201,
  }),
  updateUser: endpoint({
    method: 'patch',
    path: '/clients/{id}/users/{userId}',
    tag,
    summary: 'Change a portal user',
    description: `Names, role and status only (the e-mail is locked); a status other than active ends the user's sessions. ${USERS}`,
    access: 'clients.view',
    body: UpdateClientUserInput,
    reply: ClientUser,
  }),
  removeUser: endpoint({
    method: 'delete',
    path: '/clients/{id}/users/{userId}',
    tag,
    summary: 'Delete a portal user',
    description: `The user's sessions end at once. ${USERS}`,
    access: 'clients.view',
    reply: EMPTY,
  }),
  resendInvitation: endpoint({
    method: 'post',
    path: '/clients/{id}/users/{userId}/invitation',
    tag,
    summary: 'Send a fresh invitation',
    description: `A new single-use link replaces the old one; 409 once the user has set a password. ${USERS}`,
    access: 'clients.view',
    reply: ClientUser,
  }),
};
