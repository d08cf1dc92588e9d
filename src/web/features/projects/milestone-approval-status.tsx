import type { MilestoneApproval } from '@shared/schemas/milestone-approvals';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/projects';

/** The sentence under the badge: who answered and what they said, or why the approval no longer holds. */
function line(approval: MilestoneApproval, canAskAgain: boolean): string {
  const answerer = approval.answeredBy?.name ?? t('projects.approvals.formerContact');
  const askAgain = canAskAgain ? 'self' : 'team';
  switch (approval.state) {
    case 'pending':
      return t('projects.approvals.requestedBy', {
        name: approval.requestedBy?.name ?? t('projects.approvals.theTeam'),
        date: formatDate(approval.requestedAt),
      });
    case 'approved':
      return t('projects.approvals.approvedBy', { name: answerer, date: formatDate(approval.answeredAt!) });
    case 'changes_requested':
      return t('projects.approvals.changesRequestedBy', { name: answerer, note: approval.answerNote ?? '' });
    case 'changed':
      return approval.changedAt
        ? t('projects.approvals.changedOn', { date: formatDate(approval.changedAt), askAgain })
        : t('projects.approvals.changed', { askAgain });
    case 'withdrawn':
      return approval.changedAt
        ? t('projects.approvals.withdrawnOn', { date: formatDate(approval.changedAt), askAgain })
        : t('projects.approvals.withdrawn', { askAgain });
  }
}

/** A milestone's approval as its viewers see it; nothing before anyone asked. */
export function MilestoneApprovalStatus({ approval, canAskAgain }: { approval: MilestoneApproval | null; canAskAgain: boolean }) {
  if (!approval) return null;
  const note = approval.state === 'pending' ? approval.requestNote : approval.state === 'approved' ? approval.answerNote : null;
  return (
    <div className="space-y-1 text-sm" data-approval-state={approval.state}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge kind="approval" status={approval.state} />
        <span className="min-w-0 break-words text-foreground">{line(approval, canAskAgain)}</span>
      </div>
      {note ? <p className="break-words whitespace-pre-line text-muted-foreground">“{note}”</p> : null}
    </div>
  );
}
