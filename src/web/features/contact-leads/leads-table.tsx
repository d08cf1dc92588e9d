import type { Lead } from '@shared/schemas/leads';
import { leadFullName, projectTypeLabel } from './lead-format';
import { LeadRowActions } from './lead-row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { t } from '@web/lib/messages/leads';

interface LeadsTableProps {
  leads: readonly Lead[];
  onView: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** The leads as a table, from md up (phones get LeadsCardList). */
export function LeadsTable({ leads, onView, onDelete }: LeadsTableProps) {
  return (
    <DataTable
      caption={t('leads.list.caption')}
      className="min-w-[48rem]"
      wideOnly
      columns={[
        t('leads.field.contact'),
        t('leads.field.company'),
        t('leads.field.projectType'),
        t('leads.field.status'),
        t('leads.field.date'),
        ACTIONS_COLUMN,
      ]}
    >
      {leads.map((lead) => (
        <tr
          key={lead.id}
          onClick={() => onView(lead)}
          className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/60"
        >
          <td className="max-w-64 px-4 py-3">
            <p className="truncate font-medium text-foreground">{leadFullName(lead)}</p>
            <p className="truncate text-muted-foreground">{lead.email}</p>
          </td>
          <td className="max-w-44 truncate px-4 py-3">{lead.company}</td>
          <td className="px-4 py-3">{projectTypeLabel(lead.projectType)}</td>
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
    </DataTable>
  );
}
