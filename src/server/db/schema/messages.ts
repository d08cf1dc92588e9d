import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_BODY_MAX } from '@shared/schemas/messages';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, timestamps } from './columns';
import { projects } from './projects';

/**
 * A project's conversation between the agency and the client (decision 0043). A deleted message is removed (its
 * activity entry stays, without the text), so no tombstone can carry an internal note's words anywhere.
 */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: id(),
    projectId: belongsTo('project_id', () => projects.id),
    // The project's client, kept equal to it by a trigger (migration 0014), so a client user's scope is one column.
    clientId: belongsTo('client_id', () => clients.id),
    // An author who is removed leaves their messages, shown as written by a former user.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * A staff note never shown to client users. The service always sets it; a row written without saying is internal,
     * so nothing reaches a client by omission (as decision 0028 does for communications).
     */
    internal: boolean('internal').notNull().default(true),
    // Set when the author changes the text; the screens say "edited".
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('project_messages_body_check', sql`length(trim(${t.body})) > 0 and length(${t.body}) <= ${sql.raw(String(MESSAGE_BODY_MAX))}`),
    // A page of a conversation, newest first, is read off this index (keyset on created_at, id).
    index('project_messages_project_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('project_messages_client_id_idx').on(t.clientId),
    index('project_messages_author_id_idx').on(t.authorId),
  ],
);
