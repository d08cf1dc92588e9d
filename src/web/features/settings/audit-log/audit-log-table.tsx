import type { AuditEntry } from '@shared/schemas/audit-log';
import { AuditAction, AuditActor, AuditAddress, AuditTime } from './audit-entry-parts';
import { t } from '@web/lib/messages/settings';
import { DataTable } from '../../../components/data-table';

/** When, Who, Action, Details, From, from md up; phones get AuditLogCards. */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <DataTable
      caption={t('settings.audit.tableCaption')}
      className="min-w-[52rem]"
      wideOnly
      columns={[
        t('settings.audit.colWhen'),
        t('settings.audit.who'),
        t('settings.audit.colAction'),
        t('settings.audit.colDetails'),
        t('settings.audit.from'),
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="border-b border-border align-top last:border-b-0">
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <AuditTime entry={entry} />
          </td>
          <td className="max-w-56 px-4 py-3">
            <AuditActor entry={entry} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <AuditAction entry={entry} />
          </td>
          <td className="px-4 py-3 break-words">{entry.summary}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            <AuditAddress entry={entry} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
