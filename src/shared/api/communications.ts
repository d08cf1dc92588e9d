/** Communications logged with clients: e-mails, calls, meetings and chats (docs/product.md, Communications). */
import {
  CommunicationDetail,
  CommunicationList,
  CommunicationListQuery,
  CreateCommunicationInput,
  UpdateCommunicationInput,
} from '../schemas/communications';
import { EMPTY, endpoint, fileOf } from './endpoint';

const tag = 'Communications';

const FIELDS =
  'Each type keeps its own fields (e-mail: `fromEmail`, `toEmail`, `attachmentsCount`; call: `duration`; meeting: ' +
  '`meetingStartsAt`, `meetingEndsAt` with an offset, the end not before the start; chat: none); the others are ' +
  'stored empty whatever was sent.';

const OWN =
  "Managers any they see; developers, designers and support only those they logged (403 otherwise); one outside the caller's scope is a 404.";

export const communicationsApi = {
  list: endpoint({
    method: 'get',
    path: '/communications',
    tag,
    summary: 'List communications',
    description:
      "Newest first; `q` searches the subject and content. `dateFrom` and `dateTo` are calendar days in the caller's " +
      "zone, given as `tzOffset` (minutes, as JavaScript's `getTimezoneOffset()`; default UTC). The `stats` follow " +
      "every filter. Client users see only their company's communications that are not `staffOnly`.",
    access: 'communications.view',
    query: CommunicationListQuery,
    reply: CommunicationList,
  }),
  // Before '/communications/{id}', which would take 'export.csv' for an id.
  exportCsv: endpoint({
    method: 'get',
    path: '/communications/export.csv',
    tag,
    summary: 'Export communications as CSV',
    description:
      'Every communication the list would show with the same filters, newest first; `page` and `pageSize` are ignored. UTF-8 with a byte-order mark.',
    access: 'communications.view',
    query: CommunicationListQuery,
    reply: fileOf('text/csv'),
  }),
  create: endpoint({
    method: 'post',
    path: '/communications',
    tag,
    summary: 'Log a communication',
    description:
      "The caller is its author; the client must be in the caller's scope. Left out, `staffOnly` is true for calls and " +
      `meetings and false for e-mails and chats. ${FIELDS}`,
    access: 'communications.create',
    body: CreateCommunicationInput,
    reply: CommunicationDetail,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/communications/{id}',
    tag,
    summary: 'Get a communication',
    access: 'communications.view',
    reply: CommunicationDetail,
  }),
  update: endpoint({
    method: 'patch',
    path: '/communications/{id}',
    tag,
    summary: 'Change a communication',
    description: `Only the fields sent change; the merged record is checked again. ${FIELDS} ${OWN}`,
    access: 'communications.manage',
    body: UpdateCommunicationInput,
    reply: CommunicationDetail,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/communications/{id}',
    tag,
    summary: 'Delete a communication',
    description: OWN,
    access: 'communications.manage',
    reply: EMPTY,
  }),
};
