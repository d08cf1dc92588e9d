/**
 * Every money figure a user reads, against the ledger rows it stands for (ledger-property-figures.ts), to the minor
 * unit, per currency: the Invoices workspace (its rows, its cards unfiltered and filtered, its ageing, its CSV), a
 * client's Billing for staff and for its own users, the credit balance, the statement (JSON and PDF, staff and the
 * client's primary contact), each invoice's PDF and the payloads of the money webhook events. Returns what differs,
 * one line each: the property test expects none, the benchmark counts them.
 */
import { formatMoney, minorToDecimal } from '@shared/money';
import { APP_URL } from '../support/harness';
import { pdfText } from '../support/pdf-text';
import type { LedgerWorld } from './ledger-operations';
import { CURRENCIES } from './ledger-operations';
import {
  ageingOf,
  balanceOf,
  creditTruth,
  figuresOf,
  ledgerTruth,
  owedOn,
  parseCsv,
  webhookMismatches,
  type Truth,
} from './ledger-property-figures';

type Figures = ReturnType<typeof figuresOf>;
const pickFigures = (f: Figures) => ({ total: f.total, paid: f.paid, outstanding: f.outstanding, overdue: f.overdue });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function screenMismatches(w: LedgerWorld, o: { documents: boolean }): Promise<string[]> {
  const { t, admin } = w;
  const out: string[] = [];
  const expect = (what: string, got: unknown, want: unknown) => {
    if (!same(got, want)) out.push(`${what}: shows ${JSON.stringify(got)}, the rows say ${JSON.stringify(want)}`);
  };
  const get = async (path: string, cookie = admin) => {
    const res = await t.request(path, { cookie });
    if (res.status !== 200) out.push(`${path}: answered ${res.status} ${res.text.slice(0, 200)}`);
    return res.json;
  };
  const bytes = async (path: string, cookie = admin) => {
    const res = await t.app.request(`${APP_URL}${path}`, { headers: { cookie } });
    if (res.status !== 200) out.push(`${path}: answered ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  };
  const rows = await ledgerTruth(t);
  const byId = new Map(rows.map((r) => [r.id, r]));

  // The rows' stored sums are the sums of their ledger rows.
  for (const r of rows)
    expect(`invoice ${r.number} stored`, r.stored, { amount: r.amount, paid: r.paid, credited: r.credited, lateFee: r.stored.lateFee });

  // The workspace: every row of every page, and the cards, unfiltered and by currency, client and overdue.
  const listed: Array<Record<string, number | string>> = [];
  for (let page = 1; ; page++) {
    const list = await get(`/api/invoices?pageSize=200&page=${page}`);
    listed.push(...(list?.items ?? []));
    if (page === 1)
      for (const c of CURRENCIES) {
        const cards = list?.figures.find((f: { currency: string }) => f.currency === c);
        if (cards || rows.some((r) => r.currency === c))
          expect(`workspace cards ${c}`, cards && pickFigures(cards), pickFigures(figuresOf(rows, c)));
      }
    if (!list || listed.length >= list.total) break;
  }
  for (const item of listed) {
    const r = byId.get(String(item.id));
    if (!r) out.push(`workspace row ${String(item.id)}: no such invoice`);
    else
      expect(
        `workspace row ${r.number}`,
        [item.amountMinor, item.paidMinor, item.creditedMinor, item.balanceMinor],
        [r.amount, r.paid, r.credited, owedOn(r)],
      );
  }
  for (const [query, subset] of [
    ...CURRENCIES.map((c) => [`currency=${c}`, rows.filter((r) => r.currency === c)] as const),
    ...w.clients.map((id) => [`clientId=${id}`, rows.filter((r) => r.clientId === id)] as const),
    ['overdue=true', rows.filter((r) => figuresOf([r], r.currency).overdue.count === 1)] as const,
    // Picked by status (or currency, above) alone, the cards are read off the tallies kept of the invoices (decision 0101).
    ...['open', 'partially_paid', 'paid'].map((s) => [`status=${s}`, rows.filter((r) => r.status === s)] as const),
  ]) {
    const list = await get(`/api/invoices?pageSize=1&${query}`);
    for (const c of CURRENCIES) {
      const cards = list?.figures.find((f: { currency: string }) => f.currency === c);
      if (cards || subset.some((r) => r.currency === c))
        expect(`workspace cards ${query} ${c}`, cards && pickFigures(cards), pickFigures(figuresOf(subset, c)));
    }
  }
  const ageing = await get('/api/invoices/ageing');
  for (const c of CURRENCIES) {
    const want = ageingOf(rows, c);
    const aged = ageing?.rows.find((r: { currency: string }) => r.currency === c);
    if (aged || want.total.count) expect(`ageing ${c}`, aged && { ...aged, currency: undefined }, { ...want, currency: undefined });
  }

  // The CSV export: one line per invoice, its four amounts as decimals.
  const csv = parseCsv(new TextDecoder().decode(await bytes('/api/invoices/export.csv')));
  const header = csv[0] ?? [];
  const col = (name: string) => header.indexOf(name);
  const csvRows = csv.slice(1).filter((l) => l.length > 1);
  expect('CSV lines', csvRows.length, rows.length);
  for (const line of csvRows) {
    const r = rows.find((x) => x.number === line[col('Invoice')]);
    if (r)
      expect(
        `CSV ${r.number}`,
        ['Total', 'Paid', 'Credited', 'Balance'].map((n) => line[col(n)]),
        [r.amount, r.paid, r.credited, owedOn(r)].map((m) => minorToDecimal(m, r.currency)),
      );
  }

  for (const clientId of w.clients) {
    const mine = rows.filter((r) => r.clientId === clientId);
    // Billing (staff, and the client's own users for theirs): the figures per currency and the page's invoices.
    const readers = clientId === w.clients[0] ? [admin, w.clientUser] : [admin];
    for (const cookie of readers) {
      const who = cookie === admin ? 'staff' : 'client user';
      const billing = await get(`/api/clients/${clientId}/billing?pageSize=200`, cookie);
      for (const totals of [billing?.totals, ...(billing?.otherCurrencies ?? [])].filter(Boolean))
        expect(`billing (${who}) ${totals.currency}`, pickFigures(totals), pickFigures(figuresOf(mine, totals.currency)));
      for (const c of CURRENCIES)
        if (figuresOf(mine, c).total.count && ![billing?.totals, ...(billing?.otherCurrencies ?? [])].some((x) => x?.currency === c))
          out.push(`billing (${who}): no figures in ${c}`);
      for (const inv of billing?.invoices.items ?? []) {
        const r = byId.get(inv.id)!;
        expect(
          `billing (${who}) ${r.number}`,
          [inv.amountMinor, inv.amountPaidMinor, inv.amountCreditedMinor, inv.balanceMinor],
          [r.amount, r.paid, r.credited, balanceOf(r)],
        );
      }
      // The statement: per currency, opening plus movements is the closing balance, which is what is outstanding.
      const statement = await get(`/api/clients/${clientId}/statement`, cookie);
      for (const c of CURRENCIES) {
        const s = statement?.currencies.find((x: { currency: string }) => x.currency === c);
        const owed = mine.filter((r) => r.currency === c).reduce((n, r) => n + owedOn(r), 0);
        if (!s) {
          if (owed) out.push(`statement (${who}) ${c}: none, ${owed} outstanding`);
          continue;
        }
        let running = s.openingBalanceMinor;
        for (const m of s.movements as Array<{ amountMinor: number; balanceMinor: number; kind: string }>) {
          running += m.amountMinor;
          if (m.balanceMinor !== running)
            out.push(`statement (${who}) ${c}: a ${m.kind} row's balance ${m.balanceMinor}, running ${running}`);
        }
        expect(`statement (${who}) ${c} closing`, [s.closingBalanceMinor, running], [owed, owed]);
        if (o.documents && cookie === admin) {
          const text = (await pdfText(await bytes(`/api/clients/${clientId}/statement.pdf?currency=${c}`))).replace(/\s+/g, ' ');
          if (!text.includes(`Closing balance ${formatMoney(owed, c)}`))
            out.push(`statement PDF ${c}: no "Closing balance ${formatMoney(owed, c)}"`);
        }
      }
    }
    expect(
      `credit balance of ${clientId}`,
      Object.fromEntries(
        ((await get(`/api/clients/${clientId}/credit`))?.balances ?? []).map((b: { currency: string; balanceMinor: number }) => [
          b.currency,
          b.balanceMinor,
        ]),
      ),
      await creditTruth(t, clientId),
    );
  }

  if (o.documents) out.push(...(await invoicePdfMismatches(rows, bytes)));
  out.push(...(await webhookMismatches(t)));
  return out;
}

/** Each invoice's PDF prints its total, what was paid and credited, and the balance due, from its rows. */
async function invoicePdfMismatches(rows: Truth[], bytes: (path: string) => Promise<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for (const r of rows) {
    const text = (await pdfText(await bytes(`/api/invoices/${r.id}/pdf`))).replace(/\s+/g, ' ');
    const money = (m: number) => formatMoney(m, r.currency);
    const lines = [`Total ${money(r.amount)}`];
    if (r.paid) lines.push(`Less amount paid ${money(r.paid)}`);
    if (r.credited) lines.push(`Less credited ${money(r.credited)}`);
    if (r.paid || r.credited || r.status !== 'paid') lines.push(`Balance due ${money(balanceOf(r))}`);
    for (const line of lines)
      if (!new RegExp(`(^| )${line.replace(/[.$()+]/g, '\\$&')}( |$)`).test(text)) out.push(`invoice PDF ${r.number}: no "${line}"`);
  }
  return out;
}
