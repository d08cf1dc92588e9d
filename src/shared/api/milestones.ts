/** A project's milestones (docs/product.md, Projects). */
import { z } from 'zod';
import { Milestone, MilestoneInput, MilestoneOrderInput, UpdateMilestoneInput } from '../schemas/projects';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Milestones';

/** The service checks: a project outside the caller's scope is a 404 before the missing capability is a 403. */
const MANAGE = "Needs `projects.manage`, checked after the milestone's project is found in the caller's scope (404 before 403).";

export const milestonesApi = {
  list: endpoint({
    method: 'get',
    path: '/projects/{id}/milestones',
    tag,
    summary: "List a project's milestones",
    access: 'signed-in',
    reply: z.array(Milestone),
    description: "In their order, each with its task counts and progress. Needs the project in the caller's scope.",
  }),
  create: endpoint({
    method: 'post',
    path: '/projects/{id}/milestones',
    tag,
    summary: 'Add a milestone',
    description: `It goes last. ${MANAGE}`,
    access: 'signed-in',
    body: MilestoneInput,
    reply: Milestone,
    status: 201,
  }),
  reorder: endpoint({
    method: 'put',
    path: '/projects/{id}/milestones/order',
    tag,
    summary: "Reorder a project's milestones",
    description: `\`ids\` names every milestone of the project once, in the new order; answers them in that order. ${MANAGE}`,
    access: 'signed-in',
    body: MilestoneOrderInput,
    reply: z.array(Milestone),
  }),
  update: endpoint({
    method: 'patch',
    path: '/milestones/{id}',
    tag,
    summary: 'Change a milestone',
    description: `Only the fields sent change; status completed sets its completion time. ${MANAGE}`,
    access: 'signed-in',
    body: UpdateMilestoneInput,
    reply: Milestone,
  }),
  complete: endpoint({
    method: 'post',
    path: '/milestones/{id}/complete',
    tag,
    summary: 'Complete a milestone',
    description: `Marks it completed now. ${MANAGE}`,
    access: 'signed-in',
    reply: Milestone,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/milestones/{id}',
    tag,
    summary: 'Delete a milestone',
    description: `Its tasks stay on the project. ${MANAGE}`,
    access: 'signed-in',
    reply: EMPTY,
  }),
};
