import type { InvoiceStatus } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../components/badge';

/** docs/product.md, Validation: open is shown as 'Unpaid'. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Unpaid',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  void: 'neutral',
  uncollectible: 'danger',
};

export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>
      {overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </span>
  );
}
