/** Invoicing an approved milestone made of a quote's section (decision 0099). */
import { quoteAcceptanceApi } from '@shared/api/quote-acceptance';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

// The invoice changes its quote (what is left for the final invoice), the milestone's row and every money figure.
export function useInvoiceMilestone() {
  return useEndpointMutation(quoteAcceptanceApi.milestoneInvoice, (id: string) => [{ params: { id } }], invalidates('quote'));
}
