import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/format';
import { usePendingApprovals } from './api/get-pending-approvals';
import { ApprovalButtons } from './approval-buttons';
import { t } from '@web/lib/messages/projects';

/**
 * The client dashboard's "Awaiting your approval": each milestone the team asked the client to approve, with Approve
 * and Request changes for the primary contact (the row's flag). Not shown when nothing waits.
 */
export function AwaitingApprovalCard() {
  const pending = usePendingApprovals();
  const items = pending.data ?? [];
  if (items.length === 0) return null;
  const answers = items.some((item) => item.can.approve);
  return (
    <SectionCard title={answers ? t('projects.awaiting.titleYours') : t('projects.awaiting.title')} idPrefix="client-dashboard">
      {answers ? null : <p className="mb-3 text-sm text-muted-foreground">{t('projects.awaiting.primaryContact')}</p>}
      <ul className="divide-y divide-border">
        {items.map((item) => (
          <li key={item.approvalId} className="space-y-2 py-3 first:pt-0 last:pb-0" data-approval-id={item.approvalId}>
            <div className="min-w-0">
              <p className="font-medium break-words text-foreground">{item.milestone.name}</p>
              <p className="text-sm text-muted-foreground">
                <Link to={`/projects/${item.project.id}?tab=milestones`} className="font-medium text-primary underline underline-offset-2">
                  {item.project.name}
                </Link>
                {item.milestone.dueDate ? <> · {t('projects.awaiting.due', { date: formatDate(item.milestone.dueDate) })}</> : null}
                {' · '}
                {t('projects.approvals.requestedBy', {
                  name: item.requestedBy?.name ?? t('projects.approvals.theTeam'),
                  date: formatDate(item.requestedAt),
                })}
              </p>
              {item.requestNote ? (
                <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">“{item.requestNote}”</p>
              ) : null}
            </div>
            <ApprovalButtons
              milestone={{ id: item.milestone.id, name: item.milestone.name, projectId: item.project.id }}
              can={item.can}
              shown={{ approvalId: item.approvalId, contentHash: item.contentHash }}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
