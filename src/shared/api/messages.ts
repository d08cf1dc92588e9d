/** A project's conversation between the agency and the client (docs/product.md, Project conversation; decision 0043). */
import { CreateMessageInput, MessageListQuery, MessagePage, ProjectMessage, UpdateMessageInput } from '../schemas/messages';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Project conversation';

const SCOPE = "The project must be in the caller's scope (404 otherwise).";
const HIDDEN =
  'Client users never receive an internal note: not in the list, and an internal note is a 404 for them as one of another company.';

export const messagesApi = {
  list: endpoint({
    method: 'get',
    path: '/projects/{id}/messages',
    tag,
    summary: "List a project's messages",
    description:
      `The newest \`limit\` messages (30 by default) written before \`before\`, answered oldest first as the conversation ` +
      `reads; \`olderCursor\` is the \`before\` of the page above, null at the start. ${SCOPE} ${HIDDEN}`,
    access: 'messages.view',
    query: MessageListQuery,
    reply: MessagePage,
  }),
  create: endpoint({
    method: 'post',
    path: '/projects/{id}/messages',
    tag,
    summary: 'Write a message',
    description:
      'Markdown-lite text (links, line breaks, lists), at most 10,000 characters; never HTML. `internal: true` (staff ' +
      "with `messages.internal` only, 403 otherwise) keeps it from the client's users. The project's team and, unless " +
      `internal, the client's users are notified. ${SCOPE}`,
    access: 'messages.create',
    body: CreateMessageInput,
    reply: ProjectMessage,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/messages/{id}',
    tag,
    summary: 'Change a message',
    description: `Only its author changes the text (403 otherwise); whether it is internal stays. ${HIDDEN}`,
    access: 'messages.create',
    body: UpdateMessageInput,
    reply: ProjectMessage,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/messages/{id}',
    tag,
    summary: 'Delete a message',
    description: `Its author, or an admin, deletes it for everyone (403 otherwise). ${HIDDEN}`,
    access: 'messages.create',
    reply: EMPTY,
  }),
};
