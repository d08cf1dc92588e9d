import { useQuery } from '@tanstack/react-query';
import { invoiceQueryOptions } from '../api/get-billing';
import { InvoiceDetailsDialog } from '../invoice-details-dialog';

/** Invoice Details for a row of the workspace, read by id (the list's rows carry figures, not lines). */
export function InvoiceDetailsById({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const invoice = useQuery(invoiceQueryOptions(invoiceId));
  return <InvoiceDetailsDialog invoice={invoice.data ?? null} onOpenChange={(open) => !open && onClose()} />;
}
