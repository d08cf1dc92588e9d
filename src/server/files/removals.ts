/**
 * Removing stored objects whose rows are gone (decision 0039). A deleted files row (by the files route, a record's
 * delete trigger or a project's cascade) leaves its key in file_removals; so does an upload that never committed,
 * an hour on. The files.remove job deletes the due objects, then their rows; a failure keeps the rows for its retry.
 * The files route enqueues the job in its own transaction; deletes made elsewhere are found by a sweep each minute.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileRemovals } from '../db/schema';
import type { JobHandler, JobQueue } from '../jobs/job-queue';
import type { Logger } from '../log';
import type { FileStore } from './file-store';

export const SWEEP_MS = 60_000;

export async function removeDueObjects(db: Db, store: FileStore): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await db
      .select({ storageKey: fileRemovals.storageKey })
      .from(fileRemovals)
      .where(sql`${fileRemovals.dueAt} <= now()`)
      .limit(100);
    if (due.length === 0) return removed;
    for (const { storageKey } of due) await store.delete(storageKey);
    await db.delete(fileRemovals).where(
      inArray(
        fileRemovals.storageKey,
        due.map((d) => d.storageKey),
      ),
    );
    removed += due.length;
  }
}

export const fileRemovalHandler =
  (db: Db, store: FileStore): JobHandler =>
  async () => {
    await removeDueObjects(db, store);
  };

/** Enqueues the job at start and then each minute, when a removal is due that no route enqueued a job for. */
export function startRemovalSweep(db: Db, jobs: JobQueue, log: Logger): () => void {
  const sweep = async () => {
    if (!jobs.running) return;
    try {
      const [row] = await db
        .select({ n: count() })
        .from(fileRemovals)
        .where(sql`${fileRemovals.dueAt} <= now()`);
      if ((row?.n ?? 0) > 0) await jobs.enqueue(db, 'files.remove', {});
    } catch (error) {
      if (jobs.running) log.warn('Shared files: the removal sweep could not look for due removals', { error: String(error) });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
