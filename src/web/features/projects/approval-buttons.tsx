import { Check, MessageSquareWarning, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ApprovalCan } from '@shared/policies/milestone-approvals';
import { Button } from '../../components/button';
import type { ApprovalAction, ShownApproval } from './api/approval-mutations';
import { t } from '@web/lib/messages/projects';

// The note dialog checks its note with the approval schemas (zod): loaded when a button is first pressed, so the
// screens that list approvals (a client's dashboard) do without it until then.
const ApprovalNoteDialog = lazy(() => import('./approval-note-dialog').then((m) => ({ default: m.ApprovalNoteDialog })));

interface ApprovalButtonsProps {
  milestone: { id: string; name: string; projectId: string };
  /** The row's flags from the server: which buttons this viewer gets. */
  can: Partial<ApprovalCan>;
  /** The waiting request and the milestone's fingerprint as this row shows them: what Approve answers. */
  shown?: ShownApproval | null;
}

/** Request approval (the team), Approve and Request changes (the client's primary contact), each by its flag. */
export function ApprovalButtons({ milestone, can, shown }: ApprovalButtonsProps) {
  const [action, setAction] = useState<ApprovalAction | null>(null);
  // Taken when Approve is pressed, so a refetch while the dialog is open cannot swap in a text the client did not read.
  const [read, setRead] = useState<ShownApproval | null>(null);
  // Mounted from the first press on, so closing it still animates.
  const [used, setUsed] = useState(false);
  if (action && !used) setUsed(true);
  if (!can.requestApproval && !can.approve) return null;
  const { name } = milestone;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {can.requestApproval ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('projects.approvals.requestOf', { milestone: name })}
          onClick={() => setAction('request')}
        >
          <Send aria-hidden />
          <span className="max-sm:sr-only">{t('projects.approvals.request')}</span>
        </Button>
      ) : null}
      {can.approve ? (
        <>
          <Button
            size="sm"
            aria-label={t('projects.approvals.approveOf', { milestone: name })}
            onClick={() => {
              setRead(shown ?? null);
              setAction('approve');
            }}
          >
            <Check aria-hidden />
            {t('projects.approvals.approve')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('projects.approvals.requestChangesOf', { milestone: name })}
            onClick={() => setAction('requestChanges')}
          >
            <MessageSquareWarning aria-hidden />
            {t('projects.approvals.requestChanges')}
          </Button>
        </>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <ApprovalNoteDialog
            action={action}
            milestone={milestone}
            shown={read}
            onOpenChange={(open) => (open ? undefined : setAction(null))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
