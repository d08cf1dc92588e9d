import { LEAD_STATUSES } from '@shared/enums';
import type { LeadList } from '@shared/schemas/leads';
import { Badge } from '../../components/badge';
import { statusLabel, statusTone } from '@shared/status-display';

/** Counts per status over every lead, whatever the filters: how the pipeline looks at a glance. */
export function LeadStats({ stats }: { stats: LeadList['stats'] }) {
  return (
    <ul aria-label="Submission counts" className="mb-4 flex flex-wrap gap-2">
      <li>
        <Badge tone="neutral" className="px-2.5 py-1 text-sm">
          All <span className="font-semibold tabular-nums">{stats.total}</span>
        </Badge>
      </li>
      {LEAD_STATUSES.map((status) => (
        <li key={status}>
          <Badge tone={statusTone('lead', status)} className="px-2.5 py-1 text-sm">
            {statusLabel('lead', status)} <span className="font-semibold tabular-nums">{stats[status]}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
