import { CalendarClock, CircleCheck, CirclePause, DollarSign } from 'lucide-react';
import type { RevenueStats } from '@shared/schemas/revenue';
import { Skeleton } from '../../components/skeleton';
import { StatCard } from '../../components/stat-card';
import { formatMoney } from '../../lib/format';
import { formatMonthly } from './revenue-format';
import { t } from '../../lib/messages/revenue';

/**
 * The four cards, always in USD (docs/product.md, Limits). Records in other currencies are not converted: their own sums
 * are listed underneath so nothing is hidden (decision 0009).
 */
export function RevenueStatCards({ stats }: { stats: RevenueStats | undefined }) {
  const usd = (minor: number | undefined) => (minor === undefined ? <Skeleton className="mt-1 h-7 w-24" /> : formatMoney(minor, 'USD'));
  return (
    <section aria-label={t('revenue.stats.label')} className="space-y-2">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('revenue.stats.expected')} value={usd(stats?.usd.totalMonthlyMinor)} icon={DollarSign} />
        <StatCard label={t('revenue.stats.active')} value={usd(stats?.usd.activeMinor)} icon={CircleCheck} iconClassName="text-success" />
        <StatCard label={t('revenue.stats.inactive')} value={usd(stats?.usd.inactiveMinor)} icon={CirclePause} />
        <StatCard
          label={t('revenue.stats.upcoming')}
          value={usd(stats?.usd.upcomingMinor)}
          icon={CalendarClock}
          iconClassName="text-primary"
        />
      </div>
      {stats && stats.otherCurrencies.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('revenue.stats.usdOnly')}{' '}
          {stats.otherCurrencies.map((c, i) => (
            <span key={c.currency}>
              {i > 0 ? '; ' : ''}
              {t('revenue.stats.other', {
                currency: c.currency,
                total: formatMonthly(c.totalMonthlyMinor, c.currency),
                active: formatMoney(c.activeMinor, c.currency),
                upcoming: formatMoney(c.upcomingMinor, c.currency),
                inactive: formatMoney(c.inactiveMinor, c.currency),
              })}
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
