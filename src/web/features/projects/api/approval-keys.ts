/** The milestones awaiting approval (the client dashboard's card): refreshed with every approval change. */
export const PENDING_APPROVALS_KEY = ['approvals', 'pending'] as const;
