import { Download } from 'lucide-react';
import { paymentsApi } from '@shared/api/payments';
import { Button } from '@web/components/button';
import { endpointUrl } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { t } from '@web/lib/messages/invoices';
import { useClientCreditNotes } from './api/payments';

/** 'Credit Notes': the client's credit notes with their PDFs; nothing at all while there are none. */
export function ClientCreditNotes({ clientId }: { clientId: string }) {
  const notes = useClientCreditNotes(clientId).data?.items ?? [];
  if (!notes.length) return null;
  return (
    <section aria-label={t('invoices.creditNotes.label')} className="rounded-lg border border-border bg-surface">
      <h2 className="border-b border-border px-4 py-3 text-base font-semibold">
        {t('invoices.creditNotes.heading', { count: notes.length })}
      </h2>
      <ul className="divide-y divide-border text-sm">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span>
              <span className="font-medium">{n.creditNoteNumber}</span> ·{' '}
              {t('invoices.creditNotes.ofInvoice', { invoice: n.invoiceNumber ?? t('invoices.notApplicable') })} · {formatDate(n.issuedOn)}
              <span className="block text-xs text-muted-foreground">{n.reason}</span>
            </span>
            <span className="flex items-center gap-2 font-medium tabular-nums">
              {formatMoney(n.totalMinor, n.currency)}
              <Button asChild size="sm" variant="secondary">
                <a href={endpointUrl(paymentsApi.creditNotePdf, { params: { id: n.id } })} download>
                  <Download aria-hidden />
                  PDF
                </a>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
