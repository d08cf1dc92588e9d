/**
 * Client requests as records files attach to (src/server/files/attachable.ts, decision 0039): found with the request
 * scope, so a screenshot is seen exactly where its request is. Its author adds files while it is open (what they
 * show is part of what they ask); managers, who answer it, may add files at any time.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestStatus } from '@shared/enums';
import { isOpen, isRequestAuthor, mayAnswerRequests } from '@shared/policies/requests';
import { clientRequests, requestMessages } from '../../db/schema';
import { attachedToById, registerAttachable } from '../../files/attachable';
import { requestScope } from './scope';
import { findRequestMessageInScope } from './thread';

export function registerRequestAttachable(): void {
  registerAttachable('request', {
    async find(db, user, id) {
      const [row] = await db
        .select({
          projectId: clientRequests.projectId,
          clientId: clientRequests.clientId,
          status: clientRequests.status,
          createdById: clientRequests.createdById,
        })
        .from(clientRequests)
        .where(and(eq(clientRequests.id, id), requestScope(user)));
      if (!row) return null;
      const facts = { status: row.status as RequestStatus, createdById: row.createdById };
      const mayAttach = (isRequestAuthor(user, facts) && isOpen(facts)) || mayAnswerRequests(user);
      return { projectId: row.projectId, clientId: row.clientId, staffOnly: false, mayAttach };
    },
    async describe(db, ids) {
      const rows = await db
        .select({ id: clientRequests.id, number: clientRequests.number, title: clientRequests.title })
        .from(clientRequests)
        .where(inArray(clientRequests.id, ids));
      return attachedToById(rows, (r) => ({ label: `Request #${r.number}: ${r.title}`, link: `/requests/${r.id}` }));
    },
  });
}

/**
 * A message of a request's thread (decision 0109): found with the thread's own scope, so a client user never reaches a
 * note's files; a note's files are staff-only, and only the message's author adds files to it.
 */
export function registerRequestMessageAttachable(): void {
  registerAttachable('request_message', {
    async find(db, user, id) {
      const row = await findRequestMessageInScope(db, user, id);
      if (!row) return null;
      return { projectId: row.projectId, clientId: row.clientId, staffOnly: row.internal, mayAttach: row.authorId === user.id };
    },
    async describe(db, ids) {
      const rows = await db
        .select({ id: requestMessages.id, internal: requestMessages.internal, requestId: clientRequests.id, number: clientRequests.number })
        .from(requestMessages)
        .innerJoin(clientRequests, eq(clientRequests.id, requestMessages.requestId))
        .where(inArray(requestMessages.id, ids));
      return attachedToById(rows, (r) => ({
        label: `${r.internal ? 'Internal note' : 'Message'} on request #${r.number}`,
        link: `/requests/${r.requestId}`,
      }));
    },
  });
}
