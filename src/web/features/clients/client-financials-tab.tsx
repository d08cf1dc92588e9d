import { CreditCard, ShieldAlert, TrendingUp } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { t } from '@web/lib/messages/clients';
import { msg } from '@web/lib/i18n';

type FinancialsView = 'revenue' | 'billing';
type ClientRef = { id: string; name: string };

const VIEWS = [
  { value: 'revenue', label: msg('clients.financials.revenue'), icon: TrendingUp },
  { value: 'billing', label: msg('clients.financials.invoices'), icon: CreditCard },
] as const;

export interface ClientFinancialsTabProps {
  allowed: boolean;
  client: ClientRef;
  /** The revenue and billing features' views; features do not import each other, so the app layer passes them in. */
  RevenueView: ComponentType<{ client: ClientRef }>;
  BillingView: ComponentType<{ client: ClientRef }>;
}

/**
 * Financials & Billing. The tab is hidden from those without financials.view; a shared link that opens it anyway
 * explains itself: it says why there is nothing to see. With it, a switch between Expected Revenue (the default) and
 * Invoices (with or without online payment through Stripe).
 */
export function ClientFinancialsTab({ allowed, client, RevenueView, BillingView }: ClientFinancialsTabProps) {
  const [view, setView] = useState<FinancialsView>('revenue');
  if (!allowed) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
        <ShieldAlert aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl font-semibold">{t('clients.financials.deniedTitle')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('clients.financials.deniedDescription')}</p>
      </div>
    );
  }
  const panel = view === 'revenue' ? <RevenueView client={client} /> : <BillingView client={client} />;
  return (
    <div className="space-y-6">
      <SegmentedToggle
        options={VIEWS.map((v) => ({ ...v, label: t(v.label) }))}
        value={view}
        onChange={setView}
        label={t('clients.financials.view')}
      />
      {panel}
    </div>
  );
}
