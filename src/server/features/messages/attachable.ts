/**
 * Project messages as records files attach to (src/server/files/attachable.ts, decision 0039): found with the same
 * scope as the conversation, so a file is visible exactly where its message is. A file on an internal note is
 * staff-only, and only the message's author adds files, as only they change its text.
 */
import { eq, inArray } from 'drizzle-orm';
import { mayEditMessage } from '@shared/policies/messages';
import { projectMessages, users } from '../../db/schema';
import { attachedToById, registerAttachable } from '../../files/attachable';
import { findMessageInScope } from './service';

export function registerMessageAttachable(): void {
  registerAttachable('message', {
    async find(db, user, id) {
      const row = await findMessageInScope(db, user, id);
      if (!row) return null;
      return { projectId: row.projectId, clientId: row.clientId, staffOnly: row.internal, mayAttach: mayEditMessage(user, row) };
    },
    async describe(db, ids) {
      const rows = await db
        .select({
          id: projectMessages.id,
          projectId: projectMessages.projectId,
          internal: projectMessages.internal,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(projectMessages)
        .leftJoin(users, eq(users.id, projectMessages.authorId))
        .where(inArray(projectMessages.id, ids));
      return attachedToById(rows, (r) => {
        const author = r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'a former user';
        return { label: `${r.internal ? 'Internal note' : 'Message'} from ${author}`, link: `/projects/${r.projectId}?tab=conversation` };
      });
    },
  });
}
