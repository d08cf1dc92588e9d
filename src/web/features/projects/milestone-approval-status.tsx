import type { MilestoneApproval } from '@shared/schemas/milestone-approvals';
import { Badge, type BadgeTone } from '../../components/badge';
import { formatDate } from '../../lib/format';

const BADGES: Record<MilestoneApproval['state'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  changes_requested: { label: 'Changes requested', tone: 'danger' },
  changed: { label: 'Approval lost', tone: 'neutral' },
  withdrawn: { label: 'Request withdrawn', tone: 'neutral' },
};

/** The sentence under the badge: who answered and what they said, or why the approval no longer holds. */
function line(approval: MilestoneApproval, canAskAgain: boolean): string {
  const answerer = approval.answeredBy?.name ?? 'a former contact';
  switch (approval.state) {
    case 'pending':
      return `Requested by ${approval.requestedBy?.name ?? 'the team'} on ${formatDate(approval.requestedAt)}`;
    case 'approved':
      return `Approved by ${answerer} on ${formatDate(approval.answeredAt!)}`;
    case 'changes_requested':
      return `Changes requested by ${answerer}: ${approval.answerNote ?? ''}`;
    case 'changed': {
      const when = approval.changedAt ? ` on ${formatDate(approval.changedAt)}` : '';
      return `Changed after approval${when}; ${canAskAgain ? 'ask again' : 'the team will ask again'}`;
    }
    case 'withdrawn': {
      const when = approval.changedAt ? ` on ${formatDate(approval.changedAt)}` : '';
      return `Changed after the request${when}, so it was withdrawn; ${canAskAgain ? 'ask again' : 'the team will ask again'}`;
    }
  }
}

/** A milestone's approval as its viewers see it; nothing before anyone asked. */
export function MilestoneApprovalStatus({ approval, canAskAgain }: { approval: MilestoneApproval | null; canAskAgain: boolean }) {
  if (!approval) return null;
  const badge = BADGES[approval.state];
  const note = approval.state === 'pending' ? approval.requestNote : approval.state === 'approved' ? approval.answerNote : null;
  return (
    <div className="space-y-1 text-sm" data-approval-state={approval.state}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="min-w-0 break-words text-foreground">{line(approval, canAskAgain)}</span>
      </div>
      {note ? <p className="break-words whitespace-pre-line text-muted-foreground">“{note}”</p> : null}
    </div>
  );
}
