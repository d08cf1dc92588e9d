/** Rates, budgets and spent-vs-budget (decision 0048). */
import { ProjectBudget, TeamRateInput, UserRates, UserRatesInput } from '../schemas/budgets';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Budgets and rates';

export const budgetsApi = {
  projectBudget: endpoint({
    method: 'get',
    path: '/projects/{id}/budget',
    tag,
    summary: "A project's time and money against its budget",
    description:
      'Spent and billable hours, per milestone against its estimate, and the tasks with the most time. The money figures ' +
      '(spent amount, money budget) are null for anyone who does not set billing rates; client users see hours only. ' +
      "A project outside the caller's scope is a 404.",
    access: 'projects.view',
    reply: ProjectBudget,
  }),
  teamRate: endpoint({
    method: 'patch',
    path: '/projects/{id}/team/{assignmentId}',
    tag,
    summary: "Set a team member's hourly rate on a project",
    description:
      "A number overrides the project's rate for the person's new time on it; null goes back to the project's rate. Entries already logged keep their rate.",
    access: 'signed-in',
    body: TeamRateInput,
    reply: EMPTY,
  }),
  userRates: endpoint({
    method: 'get',
    path: '/users/{id}/rates',
    tag,
    summary: "A person's cost rate and weekly capacity",
    description: 'Admins only: the cost rate is never shown to anyone without View Financial Data.',
    access: 'rates.manage',
    reply: UserRates,
  }),
  setUserRates: endpoint({
    method: 'put',
    path: '/users/{id}/rates',
    tag,
    summary: "Set a person's cost rate and weekly capacity",
    description: 'The cost rate is copied into their new time entries; entries already logged keep theirs.',
    access: 'rates.manage',
    body: UserRatesInput,
    reply: UserRates,
  }),
};
