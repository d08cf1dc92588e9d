/** Choices for the forms' selects, each scoped to the caller on the server (at most 1000 of each). */
import { z } from 'zod';
import {
  ClientOption,
  MilestoneOption,
  MilestoneOptionsQuery,
  NoOptionsQuery,
  ProjectOption,
  ProjectOptionsQuery,
  UserOption,
  UserOptionsQuery,
} from '../schemas/options';
import { endpoint } from './endpoint';

const tag = 'Options';

export const optionsApi = {
  clients: endpoint({
    method: 'get',
    path: '/options/clients',
    tag,
    summary: 'Clients to choose from',
    description: 'Those the caller may see; needs `clients.view`.',
    access: 'signed-in',
    query: NoOptionsQuery,
    reply: z.array(ClientOption),
  }),
  projects: endpoint({
    method: 'get',
    path: '/options/projects',
    tag,
    summary: 'Projects to choose from',
    description: 'Those the caller may see, of one client when `clientId` is given; needs `projects.view`.',
    access: 'signed-in',
    query: ProjectOptionsQuery,
    reply: z.array(ProjectOption),
  }),
  milestones: endpoint({
    method: 'get',
    path: '/options/milestones',
    tag,
    summary: "A project's milestones to choose from",
    description: "Needs `projects.view` and the project in the caller's scope.",
    access: 'signed-in',
    query: MilestoneOptionsQuery,
    reply: z.array(MilestoneOption),
  }),
  users: endpoint({
    method: 'get',
    path: '/options/users',
    tag,
    summary: 'Staff to choose from',
    description: 'Active staff, of the roles given (`roles=manager,admin`) or all; staff only (403 for client users).',
    access: 'signed-in',
    query: UserOptionsQuery,
    reply: z.array(UserOption),
  }),
};
