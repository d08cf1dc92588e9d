import type { ReactNode } from 'react';
import type { CommunicationListItem } from '@shared/schemas/communications';
import { Button } from '../../components/button';
import { DetailItem } from '../../components/detail-item';
import { Dialog } from '../../components/dialog';
import { authorName, DIRECTION_LABELS } from './communication-format';
import { CommunicationTypeBadge } from './communication-type-badge';
import { StaffOnlyBadge } from './staff-only-badge';
import { isStaff } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';

const NOT_SPECIFIED = 'Not specified';

function orPlaceholder(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? <span className="text-muted-foreground">{NOT_SPECIFIED}</span> : value;
}

interface CommunicationDetailsDialogProps {
  communication: CommunicationListItem | null;
  onOpenChange: (open: boolean) => void;
}

/** Read-only: every field of the record, with the type's own fields and 'Not specified' where one is empty. */
export function CommunicationDetailsDialog({ communication: c, onOpenChange }: CommunicationDetailsDialogProps) {
  const staff = isStaff(useCurrentUser().me);
  if (!c) return null;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Communication Details"
      className="max-w-2xl"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailItem label="Subject" className="sm:col-span-2">
          {c.subject}
        </DetailItem>
        <DetailItem label="Type">
          <CommunicationTypeBadge type={c.type} />
        </DetailItem>
        <DetailItem label="Direction">{DIRECTION_LABELS[c.direction]}</DetailItem>
        {/* Staff read who else may see it; a client user only ever receives what is shared with them. */}
        {staff ? <DetailItem label="Visibility">{c.staffOnly ? <StaffOnlyBadge /> : 'Visible to the client'}</DetailItem> : null}
        <DetailItem label="Client">{c.client.name}</DetailItem>
        <DetailItem label="User">{authorName(c.user)}</DetailItem>
        <DetailItem label="Date">{formatDateTime(c.createdAt)}</DetailItem>
        {c.type === 'email' ? (
          <>
            <DetailItem label="From">{orPlaceholder(c.fromEmail)}</DetailItem>
            <DetailItem label="To">{orPlaceholder(c.toEmail)}</DetailItem>
            <DetailItem label="Attachments">{c.attachmentsCount}</DetailItem>
          </>
        ) : null}
        {c.type === 'call' ? <DetailItem label="Duration">{orPlaceholder(c.duration)}</DetailItem> : null}
        {c.type === 'meeting' ? (
          <>
            <DetailItem label="Meeting Start">{orPlaceholder(formatDateTime(c.meetingStartsAt))}</DetailItem>
            <DetailItem label="Meeting End">{orPlaceholder(formatDateTime(c.meetingEndsAt))}</DetailItem>
          </>
        ) : null}
        <DetailItem label="Content" className="sm:col-span-2">
          <span className="whitespace-pre-wrap">{orPlaceholder(c.content)}</span>
        </DetailItem>
      </dl>
    </Dialog>
  );
}
