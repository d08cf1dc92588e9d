/** Client requests: what client users ask for on their projects, and the managers' answers (docs/product.md, Client requests). */
import {
  AcceptRequestInput,
  CreateRequestInput,
  CreateRequestMessageInput,
  DeclineRequestInput,
  RequestDetail,
  RequestList,
  RequestListQuery,
  RequestMessage,
  RequestThread,
  UpdateRequestInput,
} from '../schemas/requests';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Client requests';

const SCOPE =
  "Managers see every request; developers, designers and support those on the projects they work on; client users their company's. One outside the caller's scope is a 404.";
const AUTHOR = 'Only its author, and only while it is open (403 for anyone else, 409 once answered).';
const ANSWER = 'Only an open request (409 once answered).';

export const requestsApi = {
  list: endpoint({
    method: 'get',
    path: '/requests',
    tag,
    summary: 'List client requests',
    description: `Newest first by default; \`q\` searches the title and description. The \`stats\` follow every filter but \`status\`. ${SCOPE}`,
    access: 'requests.view',
    query: RequestListQuery,
    reply: RequestList,
  }),
  create: endpoint({
    method: 'post',
    path: '/requests',
    tag,
    summary: 'File a request',
    description: "On one of the caller's company's projects; the caller is its author. Managers and the project's manager are told.",
    access: 'requests.create',
    body: CreateRequestInput,
    reply: RequestDetail,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/requests/{id}',
    tag,
    summary: 'Get a request',
    description: SCOPE,
    access: 'requests.view',
    reply: RequestDetail,
  }),
  update: endpoint({
    method: 'patch',
    path: '/requests/{id}',
    tag,
    summary: 'Change a request',
    description: `Only the fields sent change. ${AUTHOR}`,
    access: 'requests.create',
    body: UpdateRequestInput,
    reply: RequestDetail,
  }),
  withdraw: endpoint({
    method: 'delete',
    path: '/requests/{id}',
    tag,
    summary: 'Withdraw a request',
    description: `Removes it. ${AUTHOR}`,
    access: 'requests.create',
    reply: EMPTY,
  }),
  accept: endpoint({
    method: 'post',
    path: '/requests/{id}/accept',
    tag,
    summary: 'Accept a request',
    description:
      "Creates a task on the request's project (its title, description and priority; the assignee, due date and type given) " +
      `and links it, in one transaction with the request's answer; the author is told. ${ANSWER}`,
    access: 'requests.manage',
    body: AcceptRequestInput,
    reply: RequestDetail,
  }),
  decline: endpoint({
    method: 'post',
    path: '/requests/{id}/decline',
    tag,
    summary: 'Decline a request',
    description: `A reason is required: the client reads it. The author is told. ${ANSWER}`,
    access: 'requests.manage',
    body: DeclineRequestInput,
    reply: RequestDetail,
  }),
  thread: endpoint({
    method: 'get',
    path: '/requests/{id}/messages',
    tag,
    summary: "Read a request's thread",
    description:
      'Every message, oldest first, before and after the request is answered. Client users never receive an internal ' + `note. ${SCOPE}`,
    access: 'requests.view',
    reply: RequestThread,
  }),
  postMessage: endpoint({
    method: 'post',
    path: '/requests/{id}/messages',
    tag,
    summary: "Write in a request's thread",
    description:
      'Everyone who sees the request writes in its thread, open or answered. `internal: true` (staff with ' +
      "`messages.internal` only, 403 otherwise) keeps it from the client's users. A client user's message tells the " +
      "project's manager, the request's decider and the managers; staff's tell the request's author and the company's " +
      `users, except an internal note, which tells only staff. ${SCOPE}`,
    access: 'requests.view',
    body: CreateRequestMessageInput,
    reply: RequestMessage,
    status: 201,
  }),
};
