import { ArrowDownLeft, ArrowUpRight, CalendarClock, Clock, Eye, Paperclip, Pencil, Trash2 } from 'lucide-react';
import type { CommunicationListItem } from '@shared/schemas/communications';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { communicationDateLabel, formatMeetingSpan } from './communication-date';
import { attachmentsLabel, authorName, directionMarker, readerLabelText, TYPE_ICONS } from './communication-format';
import { CommunicationTypeBadge } from './communication-type-badge';
import { SharedBadge, StaffOnlyBadge } from './staff-only-badge';
import { t } from '@web/lib/messages/communications';

interface CommunicationItemProps {
  communication: CommunicationListItem;
  /** Off on a client's own tab, where every item is that client's. */
  showClient?: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry of the Communication History: every field docs/product.md lists, with actions the server allows. */
export function CommunicationItem({ communication: c, showClient = true, onView, onEdit, onDelete }: CommunicationItemProps) {
  const Icon = TYPE_ICONS[c.type];
  const inbound = c.direction === 'inbound';
  const meeting = c.type === 'meeting' ? formatMeetingSpan(c.meetingStartsAt, c.meetingEndsAt) : '';
  return (
    <li
      aria-label={c.subject}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 px-4 py-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {/* A client user reads who wrote it from their side (decision 0106); staff read the author and the direction. */}
          {c.readerLabel ? (
            <span className="font-medium text-foreground">{readerLabelText(c.readerLabel)}</span>
          ) : (
            <>
              <span className="font-medium text-foreground">{authorName(c.user)}</span>
              <span
                className={cn(
                  'inline-flex items-center gap-0.5 text-xs font-medium',
                  inbound ? 'text-green-700 dark:text-green-400' : 'text-blue-700 dark:text-blue-400',
                )}
              >
                {inbound ? <ArrowDownLeft aria-hidden className="size-3.5" /> : <ArrowUpRight aria-hidden className="size-3.5" />}
                {directionMarker(c.direction)}
              </span>
            </>
          )}
          <CommunicationTypeBadge type={c.type} />
          {c.readerLabel ? null : c.staffOnly ? <StaffOnlyBadge /> : <SharedBadge />}
          {showClient ? <span className="text-muted-foreground">· {c.client.name}</span> : null}
        </div>
        <p className="font-semibold break-words text-foreground">{c.subject}</p>
        {c.content ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{c.content}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="size-3.5" />
            <time dateTime={c.createdAt}>{communicationDateLabel(c.createdAt)}</time>
          </span>
          {c.type === 'email' && c.fromEmail ? (
            <span className="break-all">{t('communications.item.from', { email: c.fromEmail })}</span>
          ) : null}
          {c.type === 'email' && c.toEmail ? <span className="break-all">{t('communications.item.to', { email: c.toEmail })}</span> : null}
          {c.type === 'email' && c.attachmentsCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Paperclip aria-hidden className="size-3.5" />
              {attachmentsLabel(c.attachmentsCount)}
            </span>
          ) : null}
          {c.type === 'call' && c.duration ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-3.5" />
              {t('communications.item.duration', { duration: c.duration })}
            </span>
          ) : null}
          {meeting ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-3.5" />
              {t('communications.item.meeting', { span: meeting })}
            </span>
          ) : null}
        </div>
      </div>
      {/* Under the text on phones, where the text needs the width; beside it from sm up. */}
      <div className="col-start-2 -ml-2 flex items-start gap-1 sm:col-start-3 sm:row-start-1 sm:ml-0">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('communications.item.view', { subject: c.subject })}
          title={t('communications.item.viewDetails')}
          onClick={onView}
        >
          <Eye aria-hidden />
        </Button>
        {c.can.edit ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('communications.item.edit', { subject: c.subject })}
            title={t('communications.item.editTitle')}
            onClick={onEdit}
          >
            <Pencil aria-hidden />
          </Button>
        ) : null}
        {c.can.delete ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('communications.item.delete', { subject: c.subject })}
            title={t('communications.item.deleteTitle')}
            onClick={onDelete}
            className="text-danger"
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
