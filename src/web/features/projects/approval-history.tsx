import { useState } from 'react';
import type { MilestoneApprovalEntry } from '@shared/schemas/milestone-approvals';
import { formatDateTime } from '../../lib/format';
import { useApprovalHistory } from './api/get-approval-history';

function answerLine(entry: MilestoneApprovalEntry): string {
  const who = entry.answeredBy?.name ?? 'a former contact';
  const when = entry.answeredAt ? formatDateTime(entry.answeredAt) : '';
  if (entry.status === 'pending') return 'Awaiting an answer';
  if (entry.status === 'withdrawn') return 'Withdrawn: the milestone changed before it was answered';
  const note = entry.answerNote ? `: ${entry.answerNote}` : '';
  return entry.status === 'approved' ? `Approved by ${who} on ${when}${note}` : `Changes requested by ${who} on ${when}${note}`;
}

/** Every request and answer of a milestone, newest first: read when opened. */
export function ApprovalHistory({ projectId, milestoneId }: { projectId: string; milestoneId: string }) {
  const [open, setOpen] = useState(false);
  const history = useApprovalHistory(projectId, milestoneId, open);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Approval history
      </summary>
      {history.isError ? <p className="mt-2 text-danger">Could not load the history.</p> : null}
      {history.data ? (
        <ol className="mt-2 space-y-2 border-l border-border pl-3" aria-label="Approval history">
          {history.data.map((entry) => (
            <li key={entry.id} className="space-y-0.5">
              <p className="text-foreground">
                Requested by {entry.requestedBy?.name ?? 'a former team member'} on {formatDateTime(entry.requestedAt)}
                {entry.requestNote ? `: ${entry.requestNote}` : ''}
              </p>
              <p className="text-muted-foreground">{answerLine(entry)}</p>
              {entry.contentHash ? (
                <p
                  className="font-mono text-xs break-all text-muted-foreground"
                  title="SHA-256 of the name, description, due date and files answered"
                >
                  Fingerprint {entry.contentHash.slice(0, 16)}…
                </p>
              ) : null}
              {entry.invalidatedAt ? (
                <p className="text-muted-foreground">No longer holds: changed on {formatDateTime(entry.invalidatedAt)}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : open && history.isPending ? (
        <p className="mt-2 text-muted-foreground">Loading…</p>
      ) : null}
    </details>
  );
}
