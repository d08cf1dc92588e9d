/**
 * The fingerprint of what a client approves on a milestone (decision 0041): the SHA-256 of its name, description, due
 * date and the sorted list of its attached files (id, name, size). Outside the features, so the demo seed stores the
 * same hashes the milestones feature compares.
 */
import { createHash } from 'node:crypto';

export interface AttachedFile {
  id: string;
  name: string;
  size: number;
}

export interface ApprovedContent {
  name: string;
  description: string | null;
  dueDate: string | null;
  files: AttachedFile[];
}

/** Stable whatever the files' order: they are sorted by id, and the JSON's keys are written in one order. */
export function contentHash(content: ApprovedContent): string {
  const files = [...content.files].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((f) => [f.id, f.name, f.size]);
  const canonical = JSON.stringify([content.name, content.description ?? null, content.dueDate ?? null, files]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
