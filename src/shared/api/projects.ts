/** Projects and their teams (docs/product.md, Projects). */
import { z } from 'zod';
import {
  AddTeamMemberInput,
  CreateProjectInput,
  EligibleMember,
  ProjectDetail,
  ProjectList,
  ProjectListQuery,
  TeamMember,
  UpdateProjectInput,
} from '../schemas/projects';
import { EMPTY, endpoint } from './endpoint';
import { PROJECT_LIST_EXAMPLE } from './examples';

const tag = 'Projects';

/** These routes check the capability after the lookup, so that a project outside the caller's scope is a 404 first. */
const MANAGE_AFTER_LOOKUP = "Needs `projects.manage`, checked after the project is found in the caller's scope (404 before 403).";

export const projectsApi = {
  list: endpoint({
    method: 'get',
    path: '/projects',
    tag,
    summary: 'List projects',
    description:
      "A page of the caller's projects with the filters applied (`managerId=unassigned`: without a manager), and the " +
      "stat cards over the caller's whole scope.",
    access: 'projects.view',
    query: ProjectListQuery,
    reply: ProjectList,
    example: PROJECT_LIST_EXAMPLE,
  }),
  create: endpoint({
    method: 'post',
    path: '/projects',
    tag,
    summary: 'Create a project',
    access: 'projects.manage',
    body: CreateProjectInput,
    reply: ProjectDetail,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/projects/{id}',
    tag,
    summary: 'Get a project',
    description: 'With its client, team and task and milestone counts.',
    access: 'projects.view',
    reply: ProjectDetail,
  }),
  update: endpoint({
    method: 'patch',
    path: '/projects/{id}',
    tag,
    summary: 'Change a project',
    description: `Only the fields sent change; \`completionPercentage: null\` makes the completion follow the tasks again. ${MANAGE_AFTER_LOOKUP}`,
    access: 'signed-in',
    body: UpdateProjectInput,
    reply: ProjectDetail,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/projects/{id}',
    tag,
    summary: 'Delete a project',
    description: MANAGE_AFTER_LOOKUP,
    access: 'signed-in',
    reply: EMPTY,
  }),
  team: endpoint({
    method: 'get',
    path: '/projects/{id}/team',
    tag,
    summary: "List a project's team",
    description: 'The project manager first (not removable), then the assigned people in the order they joined.',
    access: 'projects.view',
    reply: z.array(TeamMember),
  }),
  eligible: endpoint({
    method: 'get',
    path: '/projects/{id}/team/eligible',
    tag,
    summary: 'List who may join the team',
    description: `Active staff not yet on the team. ${MANAGE_AFTER_LOOKUP}`,
    access: 'signed-in',
    reply: z.array(EligibleMember),
  }),
  addTeamMember: endpoint({
    method: 'post',
    path: '/projects/{id}/team',
    tag,
    summary: 'Add a team member',
    description: MANAGE_AFTER_LOOKUP,
    access: 'signed-in',
    body: AddTeamMemberInput,
    reply: TeamMember,
    status: 201,
  }),
  removeTeamMember: endpoint({
    method: 'delete',
    path: '/projects/{id}/team/{assignmentId}',
    tag,
    summary: 'Remove a team member',
    description: MANAGE_AFTER_LOOKUP,
    access: 'signed-in',
    reply: EMPTY,
  }),
};
