import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_ENTITY_TYPES } from '@shared/schemas/files';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf } from './columns';
import { projects } from './projects';

/**
 * Files shared on a record (a task, a comment, a milestone, a project message, a client request); the bytes are in
 * the file store (src/server/files) under `storage_key`. The record is named by type and id, so a record's delete
 * trigger removes its rows (migration 0016's delete_attached_files), and the FKs below do it for a whole project or
 * client (decision 0039).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    clientId: belongsTo('client_id', () => clients.id),
    /** Attached to something client users never see (an internal note): the file is staff-only too. */
    staffOnly: boolean('staff_only').notNull().default(false),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedById: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_entity_type_check', oneOf(t.entityType, FILE_ENTITY_TYPES)),
    check('files_name_check', sql`length(trim(${t.name})) > 0`),
    check('files_size_check', sql`${t.size} >= 0`),
    // The project's Files tab, newest first, paged off the index.
    index('files_project_idx').on(t.projectId, t.createdAt, t.id),
    index('files_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('files_client_idx').on(t.clientId),
  ],
);

/**
 * Stored objects to remove: filled by a trigger when a files row is deleted (however: a delete, a record's delete
 * trigger, a project's cascade), and before each upload with a due time an hour ahead, cleared when its row commits.
 * The files.remove job deletes the due objects, then these rows, so no object outlives its row (decision 0039).
 */
export const fileRemovals = pgTable('file_removals', {
  storageKey: text('storage_key').primaryKey(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
});
