import type { ReactNode } from 'react';
import type { CommunicationListItem } from '@shared/schemas/communications';
import { Button } from '../../components/button';
import { DetailItem } from '../../components/detail-item';
import { Dialog } from '../../components/dialog';
import { authorName, directionLabel, readerWriter } from './communication-format';
import { CommunicationTypeBadge } from './communication-type-badge';
import { StaffOnlyBadge } from './staff-only-badge';
import { isStaff } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { formatDateTime } from '../../lib/format';
import { t } from '@web/lib/messages/communications';

function orPlaceholder(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? (
    <span className="text-muted-foreground">{t('communications.details.notSpecified')}</span>
  ) : (
    value
  );
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
      title={t('communications.details.title')}
      className="max-w-2xl"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('communications.details.close')}
        </Button>
      }
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailItem label={t('communications.field.subject')} className="sm:col-span-2">
          {c.subject}
        </DetailItem>
        <DetailItem label={t('communications.field.type')}>
          <CommunicationTypeBadge type={c.type} />
        </DetailItem>
        {c.readerLabel ? (
          <DetailItem label={t('communications.details.writtenBy')}>{readerWriter(c.readerLabel)}</DetailItem>
        ) : (
          <DetailItem label={t('communications.field.direction')}>{directionLabel(c.direction)}</DetailItem>
        )}
        {/* Staff read who else may see it; a client user only ever receives what is shared with them. */}
        {staff ? (
          <DetailItem label={t('communications.details.visibility')}>
            {c.staffOnly ? <StaffOnlyBadge /> : t('communications.visibility.shared')}
          </DetailItem>
        ) : null}
        <DetailItem label={t('communications.field.client')}>{c.client.name}</DetailItem>
        {c.readerLabel ? null : <DetailItem label={t('communications.field.user')}>{authorName(c.user)}</DetailItem>}
        <DetailItem label={t('communications.field.date')}>{formatDateTime(c.createdAt)}</DetailItem>
        {c.type === 'email' ? (
          <>
            <DetailItem label={t('communications.field.from')}>{orPlaceholder(c.fromEmail)}</DetailItem>
            <DetailItem label={t('communications.field.to')}>{orPlaceholder(c.toEmail)}</DetailItem>
            <DetailItem label={t('communications.field.attachments')}>{c.attachmentsCount}</DetailItem>
          </>
        ) : null}
        {c.type === 'call' ? <DetailItem label={t('communications.field.duration')}>{orPlaceholder(c.duration)}</DetailItem> : null}
        {c.type === 'meeting' ? (
          <>
            <DetailItem label={t('communications.field.meetingStart')}>{orPlaceholder(formatDateTime(c.meetingStartsAt))}</DetailItem>
            <DetailItem label={t('communications.field.meetingEnd')}>{orPlaceholder(formatDateTime(c.meetingEndsAt))}</DetailItem>
          </>
        ) : null}
        <DetailItem label={t('communications.field.content')} className="sm:col-span-2">
          <span className="whitespace-pre-wrap">{orPlaceholder(c.content)}</span>
        </DetailItem>
      </dl>
    </Dialog>
  );
}
