/** Who may remove a shared file (docs/product.md, Shared files; decision 0039): its uploader, and managers. */
import { can } from '../permissions';
import type { Actor } from './actor';

export interface FileFacts {
  uploadedById: string | null;
}

export const mayDeleteFile = (actor: Actor, file: FileFacts) =>
  (file.uploadedById !== null && file.uploadedById === actor.id) || can(actor.role, 'projects.manage');

export const fileCan = (actor: Actor, file: FileFacts) => ({ delete: mayDeleteFile(actor, file) });
