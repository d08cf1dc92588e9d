import type { InvoiceStatus } from '@shared/enums';
import { WithOverdueBadge } from '../../components/overdue-badge';
import { StatusBadge } from '../../components/status-badge';

/** An invoice's status (an open one reads Unpaid), with the red Overdue marker when open and past due. */
export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  return (
    <WithOverdueBadge overdue={overdue}>
      <StatusBadge kind="invoice" status={status} />
    </WithOverdueBadge>
  );
}
