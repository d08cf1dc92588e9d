import { Hono } from 'hono';
import { CommentInput } from '../../../shared/schemas/tasks';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readBody } from '../../http';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { addComment, deleteComment, editComment, listComments } from './service';

/** Mounted at /api/tasks: a task's comments. */
export function taskCommentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  return new Hono<AppEnv>()
    .get('/:id/comments', requireCapability('tasks.view'), async (c) =>
      c.json(await listComments(db, c.get('user'), idParam(c, 'Task'))),
    )
    .post('/:id/comments', requireCapability('comments.create'), async (c) => {
      const taskId = idParam(c, 'Task');
      const { content } = await readBody(c, CommentInput);
      return c.json(await addComment(db, c.get('user'), taskId, content, notify), 201);
    });
}

/** Mounted at /api/comments: one comment, by its author (deleting also by admins). */
export function commentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .patch('/:id', async (c) => {
      const id = idParam(c, 'Comment');
      const { content } = await readBody(c, CommentInput);
      return c.json(await editComment(db, c.get('user'), id, content));
    })
    .delete('/:id', async (c) => {
      await deleteComment(db, c.get('user'), idParam(c, 'Comment'));
      return c.body(null, 204);
    });
}
