import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { STAFF_ROLES, isStaffRole } from '../../../shared/roles';
import { UUID_PATTERN } from '../../../shared/schemas/list';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { readQuery } from '../../http';
import { clientOptions, milestoneOptions, projectOptions, userOptions } from './service';

const id = (message: string) => z.string().regex(UUID_PATTERN, message);

const ProjectOptionsQuery = z.strictObject({ clientId: id('Not a valid id').optional() });
const MilestoneOptionsQuery = z.strictObject({ projectId: id('Select a project first') });
const splitRoles = (v: string) => v.split(',').map((r) => r.trim()).filter(Boolean);
const UserOptionsQuery = z.strictObject({
  roles: z
    .string()
    .max(200, 'Too many roles')
    .optional()
    .refine((v) => !v || splitRoles(v).every((r) => isStaffRole(r)), `Roles are among ${STAFF_ROLES.join(', ')}`)
    .transform((v) => (v ? splitRoles(v) : undefined)),
});

/** Staff lists are for staff: a client user is refused before the query is even read. */
const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isStaffRole(c.get('user').role)) throw forbidden();
  return next();
};

/** Mounted at /api/options. The service checks who may ask (client users may not list staff). */
export function optionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/clients', async (c) => {
      readQuery(c, z.strictObject({}));
      return c.json(await clientOptions(db, c.get('user')));
    })
    .get('/projects', async (c) => c.json(await projectOptions(db, c.get('user'), readQuery(c, ProjectOptionsQuery).clientId)))
    .get('/milestones', async (c) => c.json(await milestoneOptions(db, c.get('user'), readQuery(c, MilestoneOptionsQuery).projectId)))
    .get('/users', staffOnly, async (c) => c.json(await userOptions(db, c.get('user'), readQuery(c, UserOptionsQuery).roles)));
}
