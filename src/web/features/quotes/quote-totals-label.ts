import type { TotalsRow } from '@shared/document-totals';
import { t } from '@web/lib/messages/quotes';

/** A totals row's label in the reader's language: the fixed rows by their kind; a tax's name is the agency's own. */
export function totalsLabel(row: TotalsRow): string {
  if (row.kind === 'subtotal') return t('quotes.document.subtotal');
  if (row.kind === 'discount') return t('quotes.document.discounts');
  if (row.kind === 'total') return t('quotes.document.total');
  if (row.kind === 'included' && row.label.startsWith('Includes ')) {
    return t('quotes.document.includesTax', { tax: row.label.slice('Includes '.length) });
  }
  return row.label;
}
