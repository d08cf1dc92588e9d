import type { AuditEntry } from '../../../shared/schemas/audit-log';
import { AuditAction, AuditActor, AuditAddress, AuditTime } from './audit-entry-parts';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** When, Who, Action, Details, From, from md up; phones get AuditLogCards. */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60">
            <th scope="col" className={th}>When</th>
            <th scope="col" className={th}>Who</th>
            <th scope="col" className={th}>Action</th>
            <th scope="col" className={th}>Details</th>
            <th scope="col" className={th}>From</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
