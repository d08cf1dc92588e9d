import { LEAD_STATUSES } from '@shared/enums';
import type { LeadList } from '@shared/schemas/leads';
import { Badge } from '../../components/badge';
import { statusTone } from '@shared/status-display';
import { statusText } from '@web/lib/status-text';
import { t } from '@web/lib/messages/leads';
import { rich } from '@web/lib/i18n-rich';

/** Counts per status over every lead, whatever the filters: how the pipeline looks at a glance. */
export function LeadStats({ stats }: { stats: LeadList['stats'] }) {
  return (
    <ul aria-label={t('leads.stats.label')} className="mb-4 flex flex-wrap gap-2">
      <li>
        <Badge tone="neutral" className="px-2.5 py-1 text-sm">
          {rich(t('leads.stats.all', { count: String(stats.total) }), {
            count: (words) => <span className="font-semibold tabular-nums">{words}</span>,
          })}
        </Badge>
      </li>
      {LEAD_STATUSES.map((status) => (
        <li key={status}>
          <Badge tone={statusTone('lead', status)} className="px-2.5 py-1 text-sm">
            {statusText('lead', status)} <span className="font-semibold tabular-nums">{stats[status]}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
