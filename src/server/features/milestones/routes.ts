import { Hono } from 'hono';
import { MilestoneInput, MilestoneOrderInput, UpdateMilestoneInput } from '../../../shared/schemas/projects';
import type { AppDeps, AppEnv } from '../../context';
import { readBody } from '../../http';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  listMilestones,
  reorderMilestones,
  updateMilestone,
} from './service';

/**
 * Mounted at /api/projects: a project's milestones. Permission checks live in the service, where 404 (project outside
 * the caller's scope) comes before 403 (no projects.manage).
 */
export function projectMilestoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:id/milestones', async (c) => c.json(await listMilestones(db, c.get('user'), idParam(c, 'Project'))))
    .post('/:id/milestones', async (c) => {
      const id = idParam(c, 'Project');
      return c.json(await createMilestone(db, c.get('user'), id, await readBody(c, MilestoneInput)), 201);
    })
    .put('/:id/milestones/order', async (c) => {
      const id = idParam(c, 'Project');
      return c.json(await reorderMilestones(db, c.get('user'), id, await readBody(c, MilestoneOrderInput)));
    });
}

/** Mounted at /api/milestones: one milestone. */
export function milestoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  return new Hono<AppEnv>()
    .patch('/:id', async (c) => {
      const id = idParam(c, 'Milestone');
      return c.json(await updateMilestone(db, c.get('user'), id, await readBody(c, UpdateMilestoneInput), notify));
    })
    .post('/:id/complete', async (c) => c.json(await completeMilestone(db, c.get('user'), idParam(c, 'Milestone'), notify)))
    .delete('/:id', async (c) => {
      await deleteMilestone(db, c.get('user'), idParam(c, 'Milestone'));
      return c.body(null, 204);
    });
}
