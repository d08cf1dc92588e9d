import { ShieldAlert } from 'lucide-react';
import { PlaceholderPanel } from '../../components/placeholder-panel';

/**
 * Financials & Billing. Shown to everyone who can open the client, so a shared link explains itself: without
 * financials.view it says why there is nothing to see.
 */
export function ClientFinancialsTab({ allowed }: { allowed: boolean }) {
  if (!allowed) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
        <ShieldAlert aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl font-semibold">Permission Denied</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          You don't have permission to view financial information. Only administrators can access financial and billing data.
        </p>
      </div>
    );
  }
  return (
    <PlaceholderPanel>
      Expected revenue and Stripe billing for this client arrive with the Finance issue.
    </PlaceholderPanel>
  );
}
