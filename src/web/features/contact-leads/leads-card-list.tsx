import type { Lead } from '@shared/schemas/leads';
import { leadFullName, projectTypeLabel } from './lead-format';
import { LeadRowActions } from './lead-row-actions';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/leads';

interface LeadsCardListProps {
  leads: readonly Lead[];
  onView: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** The leads as cards on phones, where six columns do not fit. */
export function LeadsCardList({ leads, onView, onDelete }: LeadsCardListProps) {
  return (
    <ul aria-label={t('leads.list.label')} className="divide-y divide-border md:hidden">
      {leads.map((lead) => (
        <li key={lead.id} onClick={() => onView(lead)} className="cursor-pointer space-y-2 p-4 hover:bg-surface-muted/60">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-foreground">{leadFullName(lead)}</p>
              <p className="truncate text-sm text-muted-foreground">{lead.email}</p>
            </div>
            <StatusBadge kind="lead" status={lead.status} />
          </div>
          <p className="text-sm text-foreground">
            <span className="break-words">{lead.company}</span>
            <span className="text-muted-foreground"> · {projectTypeLabel(lead.projectType)}</span>
          </p>
          <div className="flex items-center justify-between gap-3">
            <time dateTime={lead.createdAt} className="text-sm text-muted-foreground">
              {formatDate(lead.createdAt)}
            </time>
            <LeadRowActions lead={lead} onView={onView} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
