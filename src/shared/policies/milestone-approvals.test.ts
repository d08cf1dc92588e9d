import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { approvalCan } from './milestone-approvals';

const ASKERS = ['super_admin', 'admin', 'manager'];

describe('milestone approval policy (decisions 0041, 0042)', () => {
  it.each(ROLES.map((role) => [role] as const))('%s', (role) => {
    const actor = { id: 'me', role };
    const ask = ASKERS.includes(role);
    const answer = role === 'client_primary';
    expect(approvalCan(actor, { status: 'in_progress', approvalState: null })).toEqual({ requestApproval: ask, approve: false });
    expect(approvalCan(actor, { status: 'in_progress', approvalState: 'pending' })).toEqual({ requestApproval: false, approve: answer });
    expect(approvalCan(actor, { status: 'completed', approvalState: 'approved' })).toEqual({ requestApproval: false, approve: false });
    expect(approvalCan(actor, { status: 'completed', approvalState: 'changed' })).toEqual({ requestApproval: ask, approve: false });
    expect(approvalCan(actor, { status: 'planned', approvalState: 'changes_requested' })).toEqual({ requestApproval: ask, approve: false });
    expect(approvalCan(actor, { status: 'cancelled', approvalState: null })).toEqual({ requestApproval: false, approve: false });
    expect(approvalCan(actor, { status: 'cancelled', approvalState: 'pending' })).toEqual({ requestApproval: false, approve: false });
  });
});
