/**
 * Which records files can be attached to, and who may see and attach to each (decision 0039). Every attachable kind
 * of record registers here, from its own feature, how to find one record for a user within that user's scope: the
 * files service never learns the rules of tasks, messages or requests, it asks their registration.
 *
 * Registering (e.g. in a feature's routes factory):
 *   registerAttachable('message', {
 *     find: async (db, user, id) => row-in-scope ? { projectId, clientId, staffOnly, mayAttach, label, link } : null,
 *     visible: (user) => sql`...`,   // optional: which of the type's files rows the user sees in a project's list
 *     describe: async (db, ids) => attachedToById(rows, (r) => ({ label, link })),   // optional: "where attached"
 *   });
 */
import type { SQL } from 'drizzle-orm';
import type { FileEntityType } from '../../shared/schemas/files';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';

export interface AttachableRecord {
  projectId: string | null;
  clientId: string;
  /** Client users never see this record (an internal note): its files are staff-only. */
  staffOnly: boolean;
  /**
   * Kept from the client's users for now (a task not visible to them, decision 0103), which may change: its files are
   * stored as shared and their reads follow the record's scope, but the news of a file added goes to staff only.
   */
  hiddenFromClient?: boolean;
  /** Whether this user may add files to it (the route already checked files.upload). */
  mayAttach: boolean;
}

export interface AttachedTo {
  label: string;
  link: string | null;
}

/** What `describe` answers for rows it read: each row's "where attached", by the row's id. */
export function attachedToById<R extends { id: string }>(rows: R[], attachedTo: (row: R) => AttachedTo): Map<string, AttachedTo> {
  return new Map(rows.map((r) => [r.id, attachedTo(r)]));
}

export interface Attachable {
  /** The record if the user may see it, else null (the files routes answer 404). */
  find(db: Db, user: CurrentUser, id: string): Promise<AttachableRecord | null>;
  /**
   * A condition over `files` rows of this type: those the user may see in a project's Files list (e.g. only the files
   * of tasks assigned to them). Undefined: every file of a project the user sees (staff-only ones aside for clients).
   */
  visible?(user: CurrentUser): SQL | undefined;
  /** "Where attached" for these records' ids, shown in a project's Files list. Missing: the type's name alone. */
  describe?(db: Db, ids: string[]): Promise<Map<string, AttachedTo>>;
}

const registry = new Map<FileEntityType, Attachable>();

/** Registers (or replaces) how records of `type` are found. */
export function registerAttachable(type: FileEntityType, attachable: Attachable): void {
  registry.set(type, attachable);
}

export function attachableOf(type: FileEntityType): Attachable | undefined {
  return registry.get(type);
}

export function registeredAttachables(): [FileEntityType, Attachable][] {
  return [...registry.entries()];
}
