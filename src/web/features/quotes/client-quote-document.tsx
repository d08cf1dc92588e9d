import { formatTaxRate, formatRate, lineAmountMinor, totalsRows } from '@shared/document-totals';
import { taxGroupsOf } from '@shared/quote-billing';
import type { ClientQuote } from '@shared/schemas/quote-acceptance';
import { Card } from '../../components/card';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { t } from '@web/lib/messages/quotes';
import { totalsLabel } from './quote-totals-label';

const quantity = (hundredths: number) => formatNumber(hundredths / 100);

/** The quote as a document addressed to its client: who from, who to, the sections and lines, totals, deposit, terms. */
export function ClientQuoteDocument({ quote }: { quote: ClientQuote }) {
  const d = quote.document;
  const money = (minor: number) => formatMoney(minor, d.currency);
  const a = quote.agency;
  return (
    <Card className="p-5 sm:p-8">
      <article aria-label={t('quotes.document.label', { number: d.number })} className="space-y-6 text-sm text-foreground">
        <header className="grid gap-6 sm:grid-cols-2">
          <address className="not-italic">
            <p className="text-base font-semibold">{a.legalName}</p>
            {a.address ? <p className="whitespace-pre-line text-muted-foreground">{a.address}</p> : null}
            {[a.email, a.phone, a.website].filter(Boolean).map((line) => (
              <p key={line} className="text-muted-foreground">
                {line}
              </p>
            ))}
            {a.taxId ? <p className="text-muted-foreground">{t('quotes.document.taxId', { taxId: a.taxId })}</p> : null}
          </address>
          <div className="sm:text-right">
            <p className="text-xs tracking-wide text-muted-foreground uppercase">{t('quotes.document.preparedFor')}</p>
            <p className="font-semibold">{quote.client.name}</p>
            {quote.client.contactPerson ? <p className="text-muted-foreground">{quote.client.contactPerson}</p> : null}
            <dl className="mt-3 grid gap-0.5">
              <div>
                <dt className="inline text-muted-foreground">{t('quotes.document.number')} </dt>
                <dd className="inline tabular-nums">{d.number}</dd>
              </div>
              {quote.sentAt ? (
                <div>
                  <dt className="inline text-muted-foreground">{t('quotes.document.sent')} </dt>
                  <dd className="inline">{formatDate(quote.sentAt)}</dd>
                </div>
              ) : null}
              <div>
                <dt className="inline text-muted-foreground">{t('quotes.document.validUntil')} </dt>
                <dd className="inline">{formatDate(d.validUntil)}</dd>
              </div>
            </dl>
          </div>
        </header>

        <div>
          <h2 className="text-lg font-semibold">{d.title}</h2>
          {d.introduction ? <p className="mt-2 whitespace-pre-line">{d.introduction}</p> : null}
        </div>

        {d.sections.map((section, i) => (
          <section key={i} aria-label={section.title} className="space-y-2">
            <h3 className="text-base font-semibold">{section.title}</h3>
            {section.description ? <p className="whitespace-pre-line text-muted-foreground">{section.description}</p> : null}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[34rem] table-fixed text-left">
                {/* The same columns in every section, so the figures line up down the document. */}
                <colgroup>
                  <col />
                  <col className="w-16" />
                  <col className="w-28" />
                  <col className="w-28" />
                  <col className="w-28" />
                </colgroup>
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-3 font-medium">{t('quotes.document.description')}</th>
                    <th className="py-2 pr-3 text-right font-medium">{t('quotes.document.quantity')}</th>
                    <th className="py-2 pr-3 text-right font-medium">{t('quotes.document.unitPrice')}</th>
                    <th className="py-2 pr-3 text-right font-medium">{t('quotes.document.tax')}</th>
                    <th className="py-2 text-right font-medium">{t('quotes.document.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {section.items.map((item, j) => (
                    <tr key={j} className="border-b border-border/60 align-top">
                      <td className="py-2 pr-3 break-words">
                        {item.description}
                        {item.discountBasisPoints > 0 ? (
                          <span className="block text-xs text-muted-foreground">
                            {t('quotes.document.discount', { rate: formatRate(item.discountBasisPoints) })}
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{quantity(item.quantityHundredths)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{money(item.unitPriceMinor)}</td>
                      <td className="py-2 pr-3 text-right">
                        {item.taxName
                          ? t(item.taxInclusive ? 'quotes.document.taxIncluded' : 'quotes.document.taxAdded', {
                              name: item.taxName,
                              rate: formatTaxRate(item.taxRateMillionths),
                            })
                          : '—'}
                      </td>
                      <td className="py-2 text-right tabular-nums">{money(lineAmountMinor(item))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}

        <dl className="ml-auto grid w-full max-w-xs gap-1 tabular-nums">
          {totalsRows({
            ...d,
            taxes: taxGroupsOf(d.sections.flatMap((section) => section.items)).flatMap((g) =>
              g.tax ? [{ ...g.tax, taxMinor: g.taxMinor }] : [],
            ),
          }).map((row) => (
            <Row
              key={row.label}
              label={totalsLabel(row)}
              value={`${row.kind === 'discount' ? '−' : ''}${money(row.minor)}`}
              strong={row.kind === 'total'}
            />
          ))}
          {quote.depositMinor > 0 ? (
            <Row label={t('quotes.document.deposit', { rate: formatRate(d.depositBasisPoints) })} value={money(quote.depositMinor)} />
          ) : null}
        </dl>

        {d.terms ? (
          <section aria-label={t('quotes.document.terms')} className="border-t border-border pt-4">
            <h3 className="font-semibold">{t('quotes.document.terms')}</h3>
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{d.terms}</p>
          </section>
        ) : null}
      </article>
    </Card>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t border-border pt-1 text-base font-semibold' : 'flex justify-between gap-4'}
    >
      <dt className={strong ? '' : 'text-muted-foreground'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
