/** The client portal's Colleagues: a primary contact manages the additional contacts of their company (decision 0111). */
import { Colleague, ColleagueList, InviteColleagueInput, UpdateColleagueInput } from '../schemas/colleagues';
import { EMPTY, endpoint } from './endpoint';
import { COLLEAGUE_LIST_EXAMPLE } from './examples';

const tag = 'Clients';

const WRITE =
  'Only additional contacts of the caller’s own company: anyone else (staff, another company) answers 404, and another ' +
  'primary contact or the caller themselves 403. 403 with a message when the agency turned this off for the company. ' +
  'The agency’s managers and admins are notified, and the change is in the client’s activity.';

export const colleaguesApi = {
  list: endpoint({
    method: 'get',
    path: '/colleagues',
    tag,
    summary: "List the caller's colleagues",
    description:
      'Every portal user of the caller’s company, primary contacts first, each with what the caller may do to them (`can`), ' +
      'and whether the agency lets primary contacts manage their colleagues (`enabled`).',
    access: 'colleagues.manage',
    reply: ColleagueList,
    example: COLLEAGUE_LIST_EXAMPLE,
  }),
  invite: endpoint({
    method: 'post',
    path: '/colleagues',
    tag,
    summary: 'Invite a colleague',
    description:
      'Adds an additional contact to the caller’s company and mails them the portal’s invitation: a single-use link to ' +
      'choose a password (valid 7 days). 409 when the e-mail is taken; 403 when the agency turned this off.',
    access: 'colleagues.manage',
    body: InviteColleagueInput,
    reply: Colleague,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/colleagues/{id}',
    tag,
    summary: 'Deactivate or reactivate a colleague',
    description: `\`inactive\` ends the colleague's sessions at once; \`active\` lets them sign in again. ${WRITE}`,
    access: 'colleagues.manage',
    body: UpdateColleagueInput,
    reply: Colleague,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/colleagues/{id}',
    tag,
    summary: 'Remove a colleague',
    description: `Deletes the colleague's account; their sessions end at once. ${WRITE}`,
    access: 'colleagues.manage',
    reply: EMPTY,
  }),
  resendInvitation: endpoint({
    method: 'post',
    path: '/colleagues/{id}/invitation',
    tag,
    summary: 'Send a colleague a fresh invitation',
    description: `A new single-use link replaces the old one; 409 once they have chosen a password. ${WRITE}`,
    access: 'colleagues.manage',
    reply: Colleague,
  }),
};
