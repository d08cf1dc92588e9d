import { Hono } from 'hono';
import { milestonesApi } from '../../../shared/api/milestones';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import {
  completeMilestone,
  createMilestone,
  deleteMilestone,
  listMilestones,
  reorderMilestones,
  updateMilestone,
} from './service';

/**
 * A project's milestones. Permission checks live in the service, where 404 (project outside the caller's scope) comes
 * before 403 (no projects.manage).
 */
export function milestoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const projectId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'Project');
  const milestoneId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'Milestone');
  const app = new Hono<AppEnv>();
  route(app, milestonesApi.list, (c) => listMilestones(db, c.get('user'), projectId(c)));
  route(app, milestonesApi.create, (c, { body }) => createMilestone(db, c.get('user'), projectId(c), body));
  route(app, milestonesApi.reorder, (c, { body }) => reorderMilestones(db, c.get('user'), projectId(c), body));
  route(app, milestonesApi.update, (c, { body }) => updateMilestone(db, c.get('user'), milestoneId(c), body, notify));
  route(app, milestonesApi.complete, (c) => completeMilestone(db, c.get('user'), milestoneId(c), notify));
  route(app, milestonesApi.remove, (c) => deleteMilestone(db, c.get('user'), milestoneId(c)));
  return app;
}
