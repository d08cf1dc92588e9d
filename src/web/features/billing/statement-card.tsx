import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { statementsApi } from '@shared/api/statements';
import {
  STATEMENT_MOVEMENT_LABELS,
  defaultStatementPeriod,
  type CurrencyStatement,
  type StatementMovement,
} from '@shared/schemas/statements';
import { Button } from '@web/components/button';
import { DataTable } from '@web/components/data-table';
import { QueryErrorState } from '@web/components/error-state';
import { PhoneCardList } from '@web/components/phone-card-list';
import { TextField } from '@web/components/text-field';
import { endpointUrl, errorMessage } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useEmailStatement, useStatement } from './api/statement';

/** 'Invoice INV-0042', 'Credit note CN-0003 on INV-0042', 'Payment received on INV-0042 · Wire 8812'. */
function describe(m: StatementMovement): string {
  const invoice = m.invoiceNumber ?? 'N/A';
  if (m.kind === 'invoice') return `Invoice ${invoice}`;
  if (m.kind === 'credit_note') return `Credit note ${m.reference ?? ''} on ${invoice}`;
  return `${STATEMENT_MOVEMENT_LABELS[m.kind]} on ${invoice}${m.reference ? ` · ${m.reference}` : ''}`;
}

const signed = (minor: number, currency: string) => `${minor < 0 ? '−' : '+'}${formatMoney(Math.abs(minor), currency)}`;

/**
 * 'Statement' (decision 0097): for a period (this year to date unless chosen), per currency, the opening balance, the
 * movements with the balance after each, and the closing balance, which is what the client owes at the period's end.
 * Download PDF per currency; staff also send it to the client's e-mail address. It opens on request: the Billing
 * screen is about the invoices, and a statement reads the client's whole ledger.
 */
export function StatementCard({ clientId, canEmail }: { clientId: string; canEmail: boolean }) {
  const [open, setOpen] = useState(false);
  if (open) return <StatementBody clientId={clientId} canEmail={canEmail} />;
  return (
    <section aria-label="Statement" className="rounded-lg border border-border bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <h2 className="text-base font-semibold">Statement</h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Show Statement
        </Button>
      </div>
    </section>
  );
}

function StatementBody({ clientId, canEmail }: { clientId: string; canEmail: boolean }) {
  const [period, setPeriod] = useState(defaultStatementPeriod);
  const valid = !!period.from && !!period.to && period.from <= period.to;
  const statement = useStatement(clientId, valid ? period : defaultStatementPeriod());
  const email = useEmailStatement();

  const onEmail = () =>
    email.mutate(
      { clientId, period },
      {
        onSuccess: (reply) => toast.success('Statement sent', { description: `It is on its way to ${reply.to}.` }),
        onError: (error) => toast.error('Failed to send the statement', { description: errorMessage(error) }),
      },
    );

  return (
    <section aria-label="Statement" className="rounded-lg border border-border bg-surface">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="text-base font-semibold">Statement</h2>
        <div className="flex flex-wrap items-end gap-2">
          <TextField label="From" type="date" value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} />
          <TextField
            label="To"
            type="date"
            value={period.to}
            error={valid ? undefined : 'To must be on or after From'}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
          {canEmail ? (
            <Button size="sm" variant="secondary" onClick={onEmail} disabled={!valid || email.isPending}>
              <Mail aria-hidden />
              Email to client
            </Button>
          ) : null}
        </div>
      </div>
      {statement.isError ? (
        <QueryErrorState title="Failed to fetch the statement" query={statement} />
      ) : statement.isPending ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">Loading…</p>
      ) : (
        statement.data.currencies.map((s) => <CurrencyTable key={s.currency} clientId={clientId} statement={s} period={period} />)
      )}
    </section>
  );
}

function CurrencyTable({
  clientId,
  statement,
  period,
}: {
  clientId: string;
  statement: CurrencyStatement;
  period: { from: string; to: string };
}) {
  const { currency } = statement;
  const pdf = endpointUrl(statementsApi.pdf, { params: { id: clientId }, query: { ...period, currency } });
  const rows = statement.movements.map((m, i) => ({ ...m, id: `${i}` }));
  return (
    <div className="border-b border-border last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <span>
          Opening balance {formatDate(period.from)}:{' '}
          <span className="font-medium tabular-nums">{formatMoney(statement.openingBalanceMinor, currency)}</span>
        </span>
        <Button asChild size="sm" variant="secondary">
          <a href={pdf} download>
            <Download aria-hidden />
            Download PDF ({currency})
          </a>
        </Button>
      </div>
      {rows.length ? (
        <>
          <DataTable
            caption={`Statement movements in ${currency}`}
            dense
            wideOnly
            className="min-w-[40rem]"
            columns={['Date', 'Description', { label: 'Amount', right: true }, { label: 'Balance', right: true }]}
          >
            {rows.map((m) => (
              <tr key={m.id} className="border-b border-border last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(m.date)}</td>
                <td className="px-3 py-2">{describe(m)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{signed(m.amountMinor, currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(m.balanceMinor, currency)}</td>
              </tr>
            ))}
          </DataTable>
          <PhoneCardList label={`Statement movements in ${currency}`} items={rows} itemClassName="px-4 py-2 text-sm">
            {(m) => (
              <div className="flex justify-between gap-2">
                <span>
                  {describe(m)}
                  <span className="block text-xs text-muted-foreground">{formatDate(m.date)}</span>
                </span>
                <span className="text-right tabular-nums">
                  {signed(m.amountMinor, currency)}
                  <span className="block text-xs text-muted-foreground">{formatMoney(m.balanceMinor, currency)}</span>
                </span>
              </div>
            )}
          </PhoneCardList>
        </>
      ) : (
        <p className="px-4 py-2 text-sm text-muted-foreground">No movements in this period.</p>
      )}
      <p className="flex justify-between gap-2 px-4 py-2 text-sm font-semibold">
        <span>Closing balance {formatDate(period.to)}</span>
        <span className="tabular-nums" data-testid={`statement-closing-${currency}`}>
          {formatMoney(statement.closingBalanceMinor, currency)}
        </span>
      </p>
    </div>
  );
}
