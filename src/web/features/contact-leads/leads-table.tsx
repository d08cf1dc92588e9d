import type { Lead } from '../../../shared/schemas/leads';
import { leadFullName, projectTypeLabel } from './lead-format';
import { LeadRowActions } from './lead-row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';

interface LeadsTableProps {
  leads: readonly Lead[];
  onView: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

const th = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** The leads as a table, from md up (phones get LeadsCardList). */
export function LeadsTable({ leads, onView, onDelete }: LeadsTableProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">Contact submissions. Select a row to see its details.</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60">
            <th scope="col" className={th}>Contact</th>
            <th scope="col" className={th}>Company</th>
            <th scope="col" className={th}>Project Type</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={th}>Date</th>
            <th scope="col" className={`${th} text-right`}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr
              key={lead.id}
              onClick={() => onView(lead)}
              className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/60"
            >
              <td className="max-w-72 px-4 py-3">
                <p className="truncate font-medium text-foreground">{leadFullName(lead)}</p>
                <p className="truncate text-muted-foreground">{lead.email}</p>
              </td>
              <td className="max-w-56 truncate px-4 py-3">{lead.company}</td>
              <td className="px-4 py-3 whitespace-nowrap">{projectTypeLabel(lead.projectType)}</td>
              <td className="px-4 py-3">
                <StatusBadge kind="lead" status={lead.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
              </td>
              <td className="px-4 py-2">
                <LeadRowActions lead={lead} onView={onView} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
