/**
 * Whoever is assigned a task on a project joins that project's team (docs/decisions/0026): the team is what lets a
 * developer or designer open the project, so an assignee outside it would see the task and nothing around it.
 * Runs inside the transaction of the task's write, so the task and the team never disagree.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PROJECT_ROLES } from '@shared/enums';
import type { TeamAddition } from '@shared/schemas/tasks';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { DbOrTx } from '../../db/transaction';
import { projectAssignments, projects, users } from '../../db/schema';
import { ASSIGNABLE_ROLES } from '@shared/policies/tasks';

type ProjectRole = TeamAddition['role'];

/** Their role on the team follows their role in the agency where the two share a name; otherwise developer, as on the Team tab. */
function projectRoleOf(role: string): ProjectRole {
  return (PROJECT_ROLES as readonly string[]).includes(role) ? (role as ProjectRole) : 'developer';
}

/** Adds the task's assignee to its project's team unless they are on it or manage it; says whom it added. */
export async function putAssigneeOnTeam(
  tx: DbOrTx,
  actor: CurrentUser,
  task: { projectId: string | null; assignedToId: string | null },
): Promise<TeamAddition | null> {
  if (!task.projectId || !task.assignedToId) return null;
  const [[person], [project]] = await Promise.all([
    // Staff who take tasks only: a client user is never put on a team this way, whatever reached this point.
    tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(users)
      .where(and(eq(users.id, task.assignedToId), inArray(users.role, [...ASSIGNABLE_ROLES]))),
    tx
      .select({ id: projects.id, name: projects.name, clientId: projects.clientId, managerId: projects.projectManagerId })
      .from(projects)
      .where(eq(projects.id, task.projectId)),
  ]);
  if (!person || !project || project.managerId === person.id) return null;
  const role = projectRoleOf(person.role);
  // The unique (project, person) key: someone already on the team is left as they are.
  const [added] = await tx
    .insert(projectAssignments)
    .values({ projectId: project.id, profileId: person.id, role })
    .onConflictDoNothing()
    .returning({ id: projectAssignments.id });
  if (!added) return null;
  await recordActivity(tx, {
    actorId: actor.id,
    action: 'project.member_added',
    entityType: 'project',
    entityId: project.id,
    clientId: project.clientId,
    summary: `Added ${person.firstName} ${person.lastName} to ${project.name} as ${role} (assigned a task)`,
    metadata: { profileId: person.id, role, reason: 'task_assigned' },
  });
  return {
    project: { id: project.id, name: project.name },
    person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    role,
  };
}
