import type { AuditEntry } from '@shared/schemas/audit-log';
import { PhoneCardList } from '../../../components/phone-card-list';
import { AuditAction, AuditActor, AuditAddress, AuditTime } from './audit-entry-parts';
import { t } from '@web/lib/messages/settings';

/** The audit entries as cards on phones, where five columns do not fit. */
export function AuditLogCards({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <PhoneCardList label={t('settings.audit.cardsLabel')} items={entries} itemClassName="space-y-2 p-4 text-sm">
      {(entry) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AuditAction entry={entry} />
            <span className="text-xs text-muted-foreground">
              <AuditTime entry={entry} />
            </span>
          </div>
          <p className="break-words">{entry.summary}</p>
          <div className="flex items-end justify-between gap-3">
            <AuditActor entry={entry} />
            <AuditAddress entry={entry} />
          </div>
        </>
      )}
    </PhoneCardList>
  );
}
