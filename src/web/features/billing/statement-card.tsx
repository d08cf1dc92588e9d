import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { statementsApi } from '@shared/api/statements';
import {
  defaultStatementPeriod,
  type CurrencyStatement,
  type StatementMovement,
  type StatementMovementKind,
} from '@shared/schemas/statements';
import { Button } from '@web/components/button';
import { DataTable } from '@web/components/data-table';
import { QueryErrorState } from '@web/components/error-state';
import { PhoneCardList } from '@web/components/phone-card-list';
import { TextField } from '@web/components/text-field';
import { endpointUrl, errorMessage } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/invoices';
import { toast } from '@web/lib/toast';
import { useEmailStatement, useStatement } from './api/statement';

/** 'Invoice INV-0042', 'Credit note CN-0003 on INV-0042', 'Payment received on INV-0042 · Wire 8812'. */
const MOVEMENTS = {
  late_fee: msg('invoices.statement.kind.lateFee'),
  payment: msg('invoices.statement.kind.payment'),
  refund: msg('invoices.statement.kind.refund'),
  credit_applied: msg('invoices.statement.kind.creditApplied'),
  moved_to_credit: msg('invoices.statement.kind.movedToCredit'),
  void: msg('invoices.statement.kind.void'),
  written_off: msg('invoices.statement.kind.writtenOff'),
} satisfies Record<Exclude<StatementMovementKind, 'invoice' | 'credit_note'>, string>;

function describe(m: StatementMovement): string {
  const invoice = m.invoiceNumber ?? t('invoices.notApplicable');
  if (m.kind === 'invoice') return t('invoices.statement.invoice', { invoice });
  if (m.kind === 'credit_note') return t('invoices.statement.creditNote', { reference: m.reference ?? '', invoice });
  const what = t('invoices.statement.movement', { what: t(MOVEMENTS[m.kind]), invoice });
  return m.reference ? `${what} · ${m.reference}` : what;
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
    <section aria-label={t('invoices.statement.title')} className="rounded-lg border border-border bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <h2 className="text-base font-semibold">{t('invoices.statement.title')}</h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {t('invoices.statement.show')}
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
        onSuccess: (reply) =>
          toast.success(t('invoices.statement.sent'), { description: t('invoices.statement.sentTo', { to: reply.to }) }),
        onError: (error) => toast.error(t('invoices.statement.sendFailed'), { description: errorMessage(error) }),
      },
    );

  return (
    <section aria-label={t('invoices.statement.title')} className="rounded-lg border border-border bg-surface">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-border px-4 py-3">
        <h2 className="text-base font-semibold">{t('invoices.statement.title')}</h2>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('invoices.statement.from')}
            type="date"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
          <TextField
            label={t('invoices.statement.to')}
            type="date"
            value={period.to}
            error={valid ? undefined : t('invoices.statement.toAfterFrom')}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
          {canEmail ? (
            <Button size="sm" variant="secondary" onClick={onEmail} disabled={!valid || email.isPending}>
              <Mail aria-hidden />
              {t('invoices.statement.email')}
            </Button>
          ) : null}
        </div>
      </div>
      {statement.isError ? (
        <QueryErrorState title={t('invoices.statement.failed')} query={statement} />
      ) : statement.isPending ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">{t('invoices.loading')}</p>
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
          {t('invoices.statement.opening', { date: formatDate(period.from) })}{' '}
          <span className="font-medium tabular-nums">{formatMoney(statement.openingBalanceMinor, currency)}</span>
        </span>
        <Button asChild size="sm" variant="secondary">
          <a href={pdf} download>
            <Download aria-hidden />
            {t('invoices.statement.downloadPdf', { currency })}
          </a>
        </Button>
      </div>
      {rows.length ? (
        <>
          <DataTable
            caption={t('invoices.statement.movements', { currency })}
            dense
            wideOnly
            className="min-w-[40rem]"
            columns={[
              t('invoices.statement.date'),
              t('invoices.statement.description'),
              { label: t('invoices.table.amount'), right: true },
              { label: t('invoices.statement.balance'), right: true },
            ]}
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
          <PhoneCardList label={t('invoices.statement.movements', { currency })} items={rows} itemClassName="px-4 py-2 text-sm">
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
        <p className="px-4 py-2 text-sm text-muted-foreground">{t('invoices.statement.empty')}</p>
      )}
      <p className="flex justify-between gap-2 px-4 py-2 text-sm font-semibold">
        <span>{t('invoices.statement.closing', { date: formatDate(period.to) })}</span>
        <span className="tabular-nums" data-testid={`statement-closing-${currency}`}>
          {formatMoney(statement.closingBalanceMinor, currency)}
        </span>
      </p>
    </div>
  );
}
