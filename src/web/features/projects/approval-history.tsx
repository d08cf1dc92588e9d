import { useState } from 'react';
import type { MilestoneApprovalEntry } from '@shared/schemas/milestone-approvals';
import { formatDateTime } from '../../lib/format';
import { useApprovalHistory } from './api/get-approval-history';
import { t } from '@web/lib/messages/projects';

function answerLine(entry: MilestoneApprovalEntry): string {
  if (entry.status === 'pending') return t('projects.history.awaiting');
  if (entry.status === 'withdrawn') return t('projects.history.withdrawn');
  const values = {
    name: entry.answeredBy?.name ?? t('projects.approvals.formerContact'),
    date: entry.answeredAt ? formatDateTime(entry.answeredAt) : '',
    note: entry.answerNote ?? '',
    hasNote: entry.answerNote ? 'yes' : 'no',
  };
  return entry.status === 'approved' ? t('projects.history.approvedBy', values) : t('projects.history.changesRequestedBy', values);
}

/** Every request and answer of a milestone, newest first: read when opened. */
export function ApprovalHistory({ projectId, milestoneId }: { projectId: string; milestoneId: string }) {
  const [open, setOpen] = useState(false);
  const history = useApprovalHistory(projectId, milestoneId, open);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        {t('projects.history.title')}
      </summary>
      {history.isError ? <p className="mt-2 text-danger">{t('projects.history.loadError')}</p> : null}
      {history.data ? (
        <ol className="mt-2 space-y-2 border-l border-border pl-3" aria-label={t('projects.history.title')}>
          {history.data.map((entry) => (
            <li key={entry.id} className="space-y-0.5">
              <p className="text-foreground">
                {t('projects.history.requestedBy', {
                  name: entry.requestedBy?.name ?? t('projects.history.formerTeamMember'),
                  date: formatDateTime(entry.requestedAt),
                  note: entry.requestNote ?? '',
                  hasNote: entry.requestNote ? 'yes' : 'no',
                })}
              </p>
              <p className="text-muted-foreground">{answerLine(entry)}</p>
              {entry.contentHash ? (
                <p className="font-mono text-xs break-all text-muted-foreground" title={t('projects.history.fingerprintTitle')}>
                  {t('projects.history.fingerprint', { hash: entry.contentHash.slice(0, 16) })}
                </p>
              ) : null}
              {entry.invalidatedAt ? (
                <p className="text-muted-foreground">{t('projects.history.invalidated', { date: formatDateTime(entry.invalidatedAt) })}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : open && history.isPending ? (
        <p className="mt-2 text-muted-foreground">{t('projects.loading')}</p>
      ) : null}
    </details>
  );
}
