/**
 * Shared files (docs/product.md, Shared files; decision 0039): upload to a record, a record's files, a project's
 * files, download, delete. Who may see a file is who may see its record (the record's registration in
 * src/server/files/attachable.ts); files of staff-only records never reach client users.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { fileCan, mayDeleteFile } from '@shared/policies/files';
import { isStaffRole } from '@shared/roles';
import {
  FILE_ENTITY_LABELS,
  type FileDto,
  type FileEntityType,
  type FileList,
  type ProjectFilesQuery,
  type RecordFiles,
  type RecordFilesQuery,
} from '@shared/schemas/files';
import { recordActivity } from '../../activity';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { fileRemovals, files, projects, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { FileStore } from '../../files';
import { attachableOf, registeredAttachables, type AttachableRecord, type AttachedTo } from '../../files/attachable';
import type { JobQueue } from '../../jobs/job-queue';
import { publishLive } from '../../live/publish';
import { receiveUpload } from './receive-upload';
import { newestFirst } from '../../db/paging';

export interface FilesDeps {
  db: Db;
  store: FileStore;
  jobs: JobQueue;
}

/** A pending upload's object is removed an hour on unless its row commits first (a crash mid-upload orphans nothing). */
const PENDING_UPLOAD = sql`now() + interval '1 hour'`;

const isStaff = (user: CurrentUser) => isStaffRole(user.role);

const columns = {
  id: files.id,
  name: files.name,
  size: files.size,
  contentType: files.contentType,
  entityType: files.entityType,
  entityId: files.entityId,
  projectId: files.projectId,
  clientId: files.clientId,
  staffOnly: files.staffOnly,
  storageKey: files.storageKey,
  uploadedById: files.uploadedById,
  createdAt: files.createdAt,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};
type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

function selectFiles(db: Db, where: SQL | undefined) {
  return db.select(columns).from(files).leftJoin(users, eq(users.id, files.uploadedById)).where(where);
}

function toDto(user: CurrentUser, row: FileRow, attachedTo: AttachedTo): FileDto {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    entityType: row.entityType as FileEntityType,
    entityId: row.entityId,
    projectId: row.projectId,
    attachedTo,
    uploadedBy: row.uploadedById
      ? { id: row.uploadedById, firstName: row.uploaderFirstName ?? 'Unknown', lastName: row.uploaderLastName ?? 'User' }
      : null,
    createdAt: row.createdAt.toISOString(),
    ...(isStaff(user) && { staffOnly: row.staffOnly }),
    downloadUrl: `/api/files/${row.id}/download`,
    can: fileCan(user, { uploadedById: row.uploadedById }),
  };
}

/** "Where attached" for rows of several types, one query per type. */
async function describeAll(db: Db, rows: FileRow[]): Promise<(row: FileRow) => AttachedTo> {
  const byType = new Map<FileEntityType, Map<string, AttachedTo>>();
  for (const type of new Set(rows.map((r) => r.entityType as FileEntityType))) {
    const ids = [...new Set(rows.filter((r) => r.entityType === type).map((r) => r.entityId))];
    byType.set(type, (await attachableOf(type)?.describe?.(db, ids)) ?? new Map<string, AttachedTo>());
  }
  return (row) =>
    byType.get(row.entityType as FileEntityType)?.get(row.entityId) ?? {
      label: FILE_ENTITY_LABELS[row.entityType as FileEntityType],
      link: null,
    };
}

/** The 404 of each kind of record a file is attached to. */
const RECORD_NOT_FOUND: Record<FileEntityType, string> = {
  task: 'errors.notFound.task',
  comment: 'errors.notFound.comment',
  milestone: 'errors.notFound.milestone',
  message: 'errors.notFound.message',
  request: 'errors.notFound.request',
  request_message: 'errors.notFound.requestMessage',
  expense: 'errors.notFound.expenseReceipt',
};

/** The record if the user may see it; 404 when the type has no registration or the record is out of scope. */
async function findRecord(db: Db, user: CurrentUser, type: FileEntityType, id: string): Promise<AttachableRecord> {
  const record = await attachableOf(type)?.find(db, user, id);
  if (!record) throw notFound(RECORD_NOT_FOUND[type]);
  // Client users do not learn a staff-only record is there.
  if (record.staffOnly && !isStaff(user)) throw notFound(RECORD_NOT_FOUND[type]);
  return record;
}

/** A file the user may see: its record in their scope, and not staff-only for a client user. */
async function visibleFile(db: Db, user: CurrentUser, id: string): Promise<FileRow> {
  const [row] = await selectFiles(db, and(eq(files.id, id), isStaff(user) ? undefined : eq(files.staffOnly, false)));
  if (!row) throw notFound('errors.notFound.file');
  // What the record's type lets this user see of its files (a project that keeps its files from the client).
  const narrowed = attachableOf(row.entityType as FileEntityType)?.visible?.(user);
  if (
    narrowed &&
    (
      await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, id), narrowed))
    ).length === 0
  )
    throw notFound('errors.notFound.file');
  const record = await attachableOf(row.entityType as FileEntityType)?.find(db, user, row.entityId);
  if (!record || (record.staffOnly && !isStaff(user))) throw notFound('errors.notFound.file');
  return row;
}

export async function uploadFile(deps: FilesDeps, user: CurrentUser, query: RecordFilesQuery, request: Request): Promise<FileDto> {
  const { db, store } = deps;
  const record = await findRecord(db, user, query.entityType, query.entityId);
  if (!record.mayAttach) throw forbidden('errors.files.addFilesRecord');
  const key = randomUUID();
  await db.insert(fileRemovals).values({ storageKey: key, dueAt: PENDING_UPLOAD });
  const received = await receiveUpload(request, store, key).catch(async (error: unknown) => {
    // The store left nothing; the pending removal has nothing to do.
    await db.delete(fileRemovals).where(eq(fileRemovals.storageKey, key));
    throw error;
  });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        entityType: query.entityType,
        entityId: query.entityId,
        projectId: record.projectId,
        clientId: record.clientId,
        staffOnly: record.staffOnly,
        name: received.name,
        size: received.size,
        contentType: received.contentType,
        storageKey: key,
        uploadedById: user.id,
      })
      .returning({ id: files.id });
    await tx.delete(fileRemovals).where(eq(fileRemovals.storageKey, key));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'file.uploaded',
      entityType: 'file',
      entityId: row!.id,
      clientId: record.clientId,
      summary: `Shared the file ${received.name} on a ${query.entityType}`,
      metadata: { entityType: query.entityType, entityId: query.entityId, size: received.size, contentType: received.contentType },
    });
    await publishLive(tx, {
      topic: 'file',
      id: row!.id,
      projectId: record.projectId,
      clientId: record.clientId,
      staffOnly: record.staffOnly || !!record.hiddenFromClient,
    });
    return row!.id;
  });
  const [row] = await selectFiles(db, eq(files.id, id));
  const describe = await describeAll(db, [row!]);
  return toDto(user, row!, describe(row!));
}

export async function listRecordFiles(db: Db, user: CurrentUser, query: RecordFilesQuery): Promise<RecordFiles> {
  const record = await findRecord(db, user, query.entityType, query.entityId);
  const rows = await selectFiles(
    db,
    and(
      eq(files.entityType, query.entityType),
      eq(files.entityId, query.entityId),
      isStaff(user) ? undefined : eq(files.staffOnly, false),
      attachableOf(query.entityType)?.visible?.(user),
    ),
  ).orderBy(...newestFirst(files));
  const describe = await describeAll(db, rows);
  return { items: rows.map((r) => toDto(user, r, describe(r))), canAttach: record.mayAttach };
}

/** Every file of a project the user may see, newest first, a page at a time (paged in SQL off files_project_idx). */
export async function listProjectFiles(db: Db, user: CurrentUser, projectId: string, query: ProjectFilesQuery): Promise<FileList> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(user)));
  if (!project) throw notFound('errors.notFound.project');
  // Each type's rows the user may see (a registration may narrow them: a developer sees the files of his tasks).
  const perType = registeredAttachables().map(([type, attachable]) => and(eq(files.entityType, type), attachable.visible?.(user)));
  const where = and(
    eq(files.projectId, projectId),
    isStaff(user) ? undefined : eq(files.staffOnly, false),
    perType.length > 0 ? or(...perType) : sql`false`,
    query.q ? sql`${files.name} ilike ${`%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectFiles(db, where)
      .orderBy(...newestFirst(files))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(files).where(where),
  ]);
  const describe = await describeAll(db, rows);
  return { items: rows.map((r) => toDto(user, r, describe(r))), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function openDownload(deps: FilesDeps, user: CurrentUser, id: string) {
  const row = await visibleFile(deps.db, user, id);
  const object = await deps.store.get(row.storageKey);
  if (!object) throw notFound('errors.notFound.file');
  return { name: row.name, contentType: row.contentType, ...object };
}

export async function deleteFile(deps: FilesDeps, user: CurrentUser, id: string): Promise<void> {
  const row = await visibleFile(deps.db, user, id);
  if (!mayDeleteFile(user, { uploadedById: row.uploadedById })) throw forbidden('errors.files.onlyPersonWhoShared');
  await deps.db.transaction(async (tx) => {
    // The files trigger queues the stored object in file_removals; the job removes it once this commits.
    const gone = await tx.delete(files).where(eq(files.id, id)).returning({ id: files.id });
    if (gone.length === 0) throw notFound('errors.notFound.file');
    await recordActivity(tx, {
      actorId: user.id,
      action: 'file.deleted',
      entityType: 'file',
      entityId: id,
      clientId: row.clientId,
      summary: `Removed the file ${row.name}`,
    });
    await publishLive(tx, { topic: 'file', id, projectId: row.projectId, clientId: row.clientId, staffOnly: row.staffOnly });
    await deps.jobs.enqueue(tx, 'files.remove', {});
  });
}
