/**
 * The Reports area's two screens side by side: Time (hours and utilization) and Profit (decision 0121). Shown only to
 * someone who may open both; a manager reads time reports alone and sees no tabs.
 */
import { BarChart3, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { SCREENS } from '@shared/routes';
import { cn } from '../../lib/cn';
import { useCan } from '../../lib/can';
import { t } from '@web/lib/messages/reports';
import { msg } from '@web/lib/i18n';

const TABS = [
  { id: 'time', label: msg('reports.tabs.time'), to: SCREENS.timeReports.path, icon: BarChart3, capability: 'time.reports' },
  { id: 'profit', label: msg('reports.tabs.profit'), to: SCREENS.profitReport.path, icon: TrendingUp, capability: 'financials.view' },
] as const;

export function ReportsTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  const allowed = useCan();
  if (!TABS.every((tab) => allowed(tab.capability))) return null;
  return (
    <nav
      aria-label={t('reports.tabs.label')}
      className="inline-flex h-10 items-center rounded-md border border-input bg-surface p-0.5 shadow-xs"
    >
      {TABS.map(({ id, label, to, icon: Icon }) => (
        <Link
          key={id}
          to={to}
          aria-current={id === current ? 'page' : undefined}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
            id === current && 'bg-primary-soft text-primary-soft-foreground ring-1 ring-primary/50 ring-inset',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
