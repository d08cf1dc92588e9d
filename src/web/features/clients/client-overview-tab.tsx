import { CheckSquare, DollarSign, FolderKanban, Users } from 'lucide-react';
import type { ClientDetail } from '@shared/schemas/clients';
import { StatCard } from '../../components/stat-card';
import { ClientActivityTimeline } from './client-activity-timeline';
import { ClientInfoCard } from './client-info-card';
import { formatMoney } from '../../lib/format';
import { t } from '@web/lib/messages/clients';

/** Four tiles from the server's SQL aggregates, the client's details and its timeline. */
export function ClientOverviewTab({ client }: { client: ClientDetail }) {
  const { overview } = client;
  return (
    <div className="space-y-6">
      <section aria-label={t('clients.overview.figures')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('clients.overview.activeProjects')}
          value={overview.activeProjects}
          icon={FolderKanban}
          iconClassName="text-blue-600 dark:text-blue-300"
        />
        <StatCard
          // What was received of what was invoiced, per currency and never converted, not the expected monthly revenue
          // of Financials & Billing.
          label={t('clients.overview.paidOfInvoiced')}
          // Revenue is financial data: those who may not view financials get no figure rather than a wrong one.
          value={
            overview.money === null
              ? '—'
              : overview.money
                  .map((m) =>
                    t('clients.overview.paidOf', {
                      paid: formatMoney(m.paidMinor, m.currency),
                      invoiced: formatMoney(m.invoicedMinor, m.currency),
                    }),
                  )
                  .join(' · ')
          }
          icon={DollarSign}
          iconClassName="text-green-600 dark:text-green-300"
        />
        <StatCard
          label={t('clients.overview.openTasks')}
          value={overview.openTasks}
          icon={CheckSquare}
          iconClassName="text-amber-600 dark:text-amber-300"
        />
        <StatCard
          label={t('clients.overview.teamMembers')}
          value={overview.teamMembers}
          icon={Users}
          iconClassName="text-purple-600 dark:text-purple-300"
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <ClientInfoCard client={client} />
        <ClientActivityTimeline clientId={client.id} />
      </div>
    </div>
  );
}
