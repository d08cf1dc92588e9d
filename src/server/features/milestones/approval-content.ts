/**
 * What a milestone approval covers, and its fingerprint: the SHA-256 of the milestone's name, description, due date
 * and the sorted list of its attached files (id, name, size). The hash stored with an answer is compared with the
 * current one on every read, so any change to these, by whichever feature makes it, takes the approval away
 * (decision 0041).
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { contentHash, type AttachedFile } from '../../approval-hash';
import { files, milestones } from '../../db/schema';

export { contentHash };

/** The files attached to each milestone: the one place the approval reads them from (files, entity_type 'milestone'). */
export async function milestoneFiles(db: DbOrTx, ids: readonly string[]): Promise<Map<string, AttachedFile[]>> {
  const out = new Map<string, AttachedFile[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ milestoneId: files.entityId, id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(and(eq(files.entityType, 'milestone'), inArray(files.entityId, [...ids])));
  for (const { milestoneId, ...file } of rows) out.set(milestoneId, [...(out.get(milestoneId) ?? []), file]);
  return out;
}

/** When a file was last attached to each milestone: the date a change of its files took an approval away. */
export async function lastFileAdded(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ milestoneId: files.entityId, at: max(files.createdAt) })
    .from(files)
    .where(and(eq(files.entityType, 'milestone'), inArray(files.entityId, [...ids])))
    .groupBy(files.entityId);
  return new Map(rows.filter((r) => r.at).map((r) => [r.milestoneId, r.at!]));
}

/** The current hash of each milestone named. */
export async function currentHashes(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: milestones.id, name: milestones.name, description: milestones.description, dueDate: milestones.dueDate })
    .from(milestones)
    .where(inArray(milestones.id, [...ids]));
  const files = await milestoneFiles(db, ids);
  for (const row of rows) out.set(row.id, contentHash({ ...row, files: files.get(row.id) ?? [] }));
  return out;
}
