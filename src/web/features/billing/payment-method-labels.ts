import type { PaymentDto } from '@shared/schemas/payments';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/invoices';

const LABELS = {
  bank_transfer: msg('invoices.paymentMethod.bankTransfer'),
  card: msg('invoices.paymentMethod.card'),
  cash: msg('invoices.paymentMethod.cash'),
  check: msg('invoices.paymentMethod.check'),
  stripe: msg('invoices.paymentMethod.stripe'),
  other: msg('invoices.paymentMethod.other'),
  credit: msg('invoices.paymentMethod.credit'),
} satisfies Record<PaymentDto['method'], string>;

/** How a payment was made, in the reader's language: 'Bank transfer', 'Überweisung'. */
export const paymentMethodLabel = (method: PaymentDto['method']) => t(LABELS[method]);
