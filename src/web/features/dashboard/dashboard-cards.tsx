import { AlertTriangle, Building2, DollarSign, FolderKanban, ListTodo } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/dashboard';
import { StatCard } from './stat-card';
import { formatMoney, formatNumber } from '../../lib/format';
import { t } from '@web/lib/messages/dashboard';

export function DashboardCards({ cards }: { cards: Dashboard['cards'] }) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <StatCard label={t('dashboard.cards.activeProjects')} value={formatNumber(cards.activeProjects)} icon={FolderKanban} />
      <StatCard
        label={t('dashboard.cards.pendingTasks')}
        value={formatNumber(cards.pendingTasks)}
        icon={ListTodo}
        tone="text-amber-600 dark:text-amber-400"
      />
      <StatCard
        label={t('dashboard.cards.overdueTasks')}
        value={formatNumber(cards.overdueTasks)}
        icon={AlertTriangle}
        tone="text-danger"
      />
      <StatCard label={t('dashboard.cards.totalClients')} value={formatNumber(cards.totalClients)} icon={Building2} />
      {/* Present only for those who may view financials; absent is not $0. */}
      {cards.monthlyRevenue !== undefined ? (
        <StatCard
          label={t('dashboard.cards.monthlyRevenue')}
          // One figure per currency, never converted or summed across them.
          value={
            cards.monthlyRevenue.length
              ? cards.monthlyRevenue.map((r) => formatMoney(r.amountMinor, r.currency, { decimals: 0 })).join(' · ')
              : t('dashboard.cards.noneRunning')
          }
          icon={DollarSign}
          tone="text-green-600 dark:text-green-400"
        />
      ) : null}
    </div>
  );
}
