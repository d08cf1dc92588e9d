/**
 * The threads a reply by e-mail can land in (src/server/inbound/thread-kinds.ts, decision 0112), each posting through
 * its feature's own service. Part of the app layer (eslint/import-boundaries.js): it composes the features.
 */
import { eq } from 'drizzle-orm';
import { FILE_MAX_BYTES, FILE_TOO_LARGE, FILE_FIELD, type FileEntityType } from '@shared/schemas/files';
import { CommentInput } from '@shared/schemas/tasks';
import { CreateMessageInput } from '@shared/schemas/messages';
import { CreateRequestMessageInput } from '@shared/schemas/requests';
import type { AppDeps, CurrentUser } from './context';
import { clientRequests, projects, tasks } from './db/schema';
import { AppError, badRequest } from './errors';
import { addComment } from './features/comments/service';
import { uploadFile } from './features/files/service';
import { postMessage } from './features/messages/service';
import { postRequestMessage } from './features/requests/thread';
import { milestoneInScope } from './features/milestones/milestone-in-scope';
import { registerReplyThread, type InboundFile, type RefusedFile } from './inbound/thread-kinds';
import { createNotifier } from './notifications/notify';

const CLOSED_PROJECT = ['completed', 'cancelled'];

/** The text as the web form would take it: a too long or empty reply is refused with the form's own words. */
function checked<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const issue = (error as { issues?: { message: string }[] }).issues?.[0];
    throw badRequest(issue?.message ?? 'errors.replyThreads.replyCouldRead');
  }
}

/** Each file through the upload's own checks (type by its first bytes, 25 MB), as if the sender had uploaded it. */
async function attachFiles(deps: AppDeps, user: CurrentUser, entityType: FileEntityType, entityId: string, files: InboundFile[]) {
  const refusedFiles: RefusedFile[] = [];
  for (const file of files) {
    if (file.content.length > FILE_MAX_BYTES) {
      refusedFiles.push({ name: file.name, reason: FILE_TOO_LARGE });
      continue;
    }
    const form = new FormData();
    form.append(FILE_FIELD, new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.name);
    const request = new Request('http://inbound.invalid/api/files', { method: 'POST', body: form });
    try {
      await uploadFile({ db: deps.database.db, store: deps.files, jobs: deps.jobs }, user, { entityType, entityId }, request);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusedFiles.push({ name: file.name, reason: error.message });
    }
  }
  return { refusedFiles };
}

async function projectClosed(deps: AppDeps, projectId: string | undefined): Promise<string | null> {
  if (!projectId) return null;
  const [row] = await deps.database.db
    .select({ status: projects.status, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row && CLOSED_PROJECT.includes(row.status)
    ? `The project ${row.name} is ${row.status}, so its threads take no more replies.`
    : null;
}

export function registerReplyThreads(deps: AppDeps): void {
  const { db } = deps.database;
  const notify = createNotifier(deps);

  const postToConversation = async (projectId: string, user: CurrentUser, text: string, files: InboundFile[]) => {
    const { body } = checked(() => CreateMessageInput.parse({ body: text }));
    const message = await postMessage(deps, db, user, projectId, { body, internal: false }, notify);
    return attachFiles(deps, user, 'message', message.id, files);
  };

  registerReplyThread('project', { closed: (projectId) => projectClosed(deps, projectId), post: postToConversation });

  registerReplyThread('task', {
    async closed(taskId) {
      const [task] = await db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
      return projectClosed(deps, task?.projectId ?? undefined);
    },
    async post(taskId, user, text, files) {
      const { content } = checked(() => CommentInput.parse({ content: text }));
      // Who reads it is the comment box's own default: a client's reply is read by both sides, a staff member's stays
      // internal (decision 0104); a reply cannot tick "Visible to the client".
      const comment = await addComment(db, user, taskId, { content }, notify);
      return attachFiles(deps, user, 'comment', comment.id, files);
    },
  });

  // A request's thread takes replies in any status, as its page does (decision 0109); a reply is never a note.
  registerReplyThread('request', {
    async closed(requestId) {
      const [request] = await db
        .select({ projectId: clientRequests.projectId })
        .from(clientRequests)
        .where(eq(clientRequests.id, requestId));
      return projectClosed(deps, request?.projectId);
    },
    async post(requestId, user, text, files) {
      const { body } = checked(() => CreateRequestMessageInput.parse({ body: text }));
      const message = await postRequestMessage(db, user, requestId, { body, internal: false }, notify);
      return attachFiles(deps, user, 'request_message', message.id, files);
    },
  });

  // A reply about a milestone's approval is a message about it in the project's conversation: approving takes the
  // portal's own signed step (decision 0112).
  registerReplyThread('milestone', {
    async post(milestoneId, user, text, files) {
      const milestone = await milestoneInScope(db, user, milestoneId);
      const closed = await projectClosed(deps, milestone.projectId);
      if (closed) throw new AppError(409, 'conflict', closed);
      return postToConversation(milestone.projectId, user, `About the milestone ${milestone.name}:\n\n${text}`, files);
    },
  });
}
