/**
 * Who may change a project, its milestones and its team (docs/product.md; decision 0034). Managers and admins manage
 * every project they see; everyone else reads. The services refuse what these deny; project rows and details carry
 * `can`, and each milestone its own.
 */
import { can } from '../permissions';
import type { Role } from '../roles';
import type { Actor } from './actor';

export interface ProjectCan {
  edit: boolean;
  delete: boolean;
  /** Add and remove team members. */
  manageTeam: boolean;
  /** Add, reorder, edit, complete and delete milestones. */
  manageMilestones: boolean;
}

export interface MilestoneCan {
  edit: boolean;
  delete: boolean;
  /** Mark it completed: not once it is. */
  complete: boolean;
}

/** The roles that may be a project's manager (the project form offers only these; the service refuses others). */
export const PROJECT_MANAGER_ROLES = ['manager', 'admin', 'super_admin'] as const satisfies readonly Role[];

export const mayManageProjects = (actor: Actor) => can(actor.role, 'projects.manage');

export function projectCan(actor: Actor): ProjectCan {
  const manage = mayManageProjects(actor);
  return { edit: manage, delete: manage, manageTeam: manage, manageMilestones: manage };
}

export function milestoneCan(actor: Actor, milestone: { status: string }): MilestoneCan {
  const manage = mayManageProjects(actor);
  return { edit: manage, delete: manage, complete: manage && milestone.status !== 'completed' };
}
