/**
 * The one renderer of printed documents (decision 0053): invoices, quotes, credit notes, receipts and statements, on A4, by PDFKit. The text
 * is set in DejaVu Sans, embedded (subset) from the dejavu-fonts-ttf package, so every Latin letter, the dashes and the
 * currency signs print on any machine without system fonts. The lines' table continues across pages with its header
 * repeated; every page carries the footer and "Page n of m".
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentKind, DocumentLine, DocumentModel, DocumentTotalsBlock } from './document-model';
import { readerFormat, type ReaderFormat } from './reader-format';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
/** Space kept at the bottom of every page for the footer and the page number. */
const FOOTER_SPACE = 48;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_SPACE;

/** The lines' table: description wraps, the figures are right-aligned. */
const COLUMNS = {
  description: { x: PAGE.margin, width: 205 },
  quantity: { x: 258, width: 42 },
  unitPrice: { x: 303, width: 80 },
  tax: { x: 386, width: 72 },
  amount: { x: 461, width: RIGHT - 461 },
};

/** A statement's table (decision 0097): signed amounts and the running balance. */
const LEDGER_COLUMNS = {
  date: { x: PAGE.margin, width: 70 },
  description: { x: 124, width: 215 },
  amount: { x: 343, width: 95 },
  balance: { x: 441, width: RIGHT - 441 },
};

/** Who the document is for, under its header; 'Bill to' unless named here. */
const ADDRESSEE: Partial<Record<DocumentKind, string>> = {
  Quote: 'documents.addressee.preparedFor',
  Receipt: 'documents.addressee.receivedFrom',
  Statement: 'documents.addressee.statementFor',
};

/** The kind's name in the reader's words. */
export const KIND_KEYS: Record<DocumentKind, string> = {
  Invoice: 'documents.kind.invoice',
  Quote: 'documents.kind.quote',
  'Credit note': 'documents.kind.creditNote',
  Receipt: 'documents.kind.receipt',
  Statement: 'documents.kind.statement',
};

const TEXT_SIZE = 9.5;
const MUTED = '#555555';

/** Up to three decimals without trailing zeros (an invoice's 7.5 or 0.125, decision 0095), else up to two. */
function quantityText(line: DocumentLine, f: ReaderFormat): string {
  return f.quantity(line.quantityThousandths ?? line.quantityHundredths * 10);
}

function taxText(line: DocumentLine, f: ReaderFormat): string {
  if (!line.taxName) return '—';
  return line.taxInclusive ? f.t('documents.line.taxIncluded', { name: line.taxName }) : line.taxName;
}

/** A quote's rows (decision 0094) in the reader's words: the taxes named in the order totalsRows lists them. */
function rowsInWords(totals: DocumentTotalsBlock, f: ReaderFormat) {
  // English reads as src/shared/document-totals.ts wrote it (the screens show the same rows).
  if (f.language === 'en') return totals.rows ?? [];
  const added = totals.taxes.filter((x) => !x.inclusive);
  const included = totals.taxes.filter((x) => x.inclusive);
  const taxLabel = (x: { name: string; rateMillionths: number } | undefined, fallback: string) =>
    x ? f.t('documents.totals.taxRate', { name: x.name, rate: f.taxRate(x.rateMillionths) }) : fallback;
  return (totals.rows ?? []).map((row) => {
    const label =
      row.kind === 'subtotal'
        ? f.t('documents.totals.subtotal')
        : row.kind === 'discount'
          ? f.t('documents.totals.discounts')
          : row.kind === 'total'
            ? f.t('documents.totals.total')
            : row.kind === 'tax'
              ? taxLabel(added.shift(), row.label)
              : f.t('documents.totals.includes', { tax: taxLabel(included.shift(), row.label) });
    return { ...row, label };
  });
}

/**
 * The last few documents laid out, by their model. An invoice announced to each of a client's portal users is a mail per
 * user, each with the same PDF, and a layout takes a core for about 100 ms: it is laid out once. A document that changed
 * is another model, so a mail never carries an earlier state.
 */
const recent = new Map<string, Promise<Uint8Array>>();
const RECENT_MAX = 16;

export function renderDocumentPdf(model: DocumentModel): Promise<Uint8Array> {
  const key = JSON.stringify(model);
  const known = recent.get(key);
  if (known) return known;
  const rendered = layoutPdf(model);
  recent.set(key, rendered);
  rendered.catch(() => recent.delete(key));
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  return rendered;
}

async function layoutPdf(model: DocumentModel): Promise<Uint8Array> {
  const f = readerFormat(model.reader);
  const { t } = f;
  const kind = t(KIND_KEYS[model.kind]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // No Helvetica is loaded: every text is set in the embedded font.
    font: FONT,
    info: {
      Title: t('documents.header.number', { kind, number: model.number }),
      Author: model.agency.legalName,
      Subject: t('documents.header.subject', { kind, number: model.number, client: model.client.name }),
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  // PDFKit opens and decodes the font file again on every font() call: switch only when the face changes.
  let face = '';
  const useFont = (name: 'body' | 'bold') => {
    if (face !== name) doc.font(name);
    face = name;
  };
  useFont('body');
  const money = (minor: number) => f.money(minor, model.currency);
  const text = (
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string } = {},
  ) => {
    const { bold, size, color, ...rest } = options;
    useFont(bold ? 'bold' : 'body');
    doc.fontSize(size ?? TEXT_SIZE).fillColor(color ?? '#000000');
    doc.text(value, x, y, { lineBreak: true, ...rest });
    // PDFKit leaves its cursor under the text: its height, without laying the text out a second time.
    return doc.y - y;
  };
  const heightOf = (value: string, width: number, options: { bold?: boolean; size?: number } = {}) => {
    useFont(options.bold ? 'bold' : 'body');
    doc.fontSize(options.size ?? TEXT_SIZE);
    return doc.heightOfString(value, { width });
  };

  // ---------------------------------------------------------------- header: agency, document, client
  let y = PAGE.margin;
  const { agency, client } = model;
  let agencyTop = y;
  if (agency.logo) {
    try {
      doc.image(Buffer.from(agency.logo.bytes), PAGE.margin, y, { fit: [140, 56] });
      agencyTop = y + 62;
    } catch {
      // A logo PDFKit cannot read is left out rather than failing the document.
    }
  }
  let left = agencyTop;
  left += text(agency.legalName, PAGE.margin, left, { bold: true, size: 13, width: 260 }) + 2;
  const agencyLines = [
    agency.address,
    agency.taxId ? t('documents.header.taxId', { taxId: agency.taxId }) : null,
    agency.email,
    agency.phone,
    agency.website,
  ].filter((v): v is string => !!v);
  for (const line of agencyLines) left += text(line, PAGE.margin, left, { width: 260, color: MUTED });

  let right = y;
  right += text(kind.toLocaleUpperCase(f.locale), 330, right, { bold: true, size: 18, width: RIGHT - 330, align: 'right' }) + 4;
  right += text(t('documents.header.number', { kind, number: model.number }), 330, right, {
    bold: true,
    width: RIGHT - 330,
    align: 'right',
  });
  for (const d of model.dates) right += text(`${d.label}: ${d.value}`, 330, right, { width: RIGHT - 330, align: 'right' });
  if (model.status)
    right += text(t('documents.header.status', { status: model.status }), 330, right, { width: RIGHT - 330, align: 'right' });

  y = Math.max(left, right) + 18;
  const addressee = t(ADDRESSEE[model.kind] ?? 'documents.addressee.billTo');
  y += text(addressee, PAGE.margin, y, { bold: true }) + 2;
  y += text(client.name, PAGE.margin, y, { width: 300 });
  const clientLines = [
    client.contactPerson,
    client.email,
    client.billingAddress,
    client.taxId ? t('documents.header.taxId', { taxId: client.taxId }) : null,
  ].filter((v): v is string => !!v);
  for (const line of clientLines) y += text(line, PAGE.margin, y, { width: 300, color: MUTED });
  y += 14;
  if (model.title) y += text(model.title, PAGE.margin, y, { width: CONTENT_WIDTH }) + 10;

  // ---------------------------------------------------------------- the lines, across pages
  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y + height > BOTTOM) {
      newPage();
      return true;
    }
    return false;
  };
  const tableHeader = () => {
    const opts = { bold: true, color: MUTED } as const;
    text(t('documents.columns.description'), COLUMNS.description.x, y, { ...opts, width: COLUMNS.description.width });
    text(t('documents.columns.quantity'), COLUMNS.quantity.x, y, { ...opts, width: COLUMNS.quantity.width, align: 'right' });
    text(t('documents.columns.unitPrice'), COLUMNS.unitPrice.x, y, { ...opts, width: COLUMNS.unitPrice.width, align: 'right' });
    text(t('documents.columns.tax'), COLUMNS.tax.x, y, { ...opts, width: COLUMNS.tax.width, align: 'right' });
    text(t('documents.columns.amount'), COLUMNS.amount.x, y, { ...opts, width: COLUMNS.amount.width, align: 'right' });
    y += 14;
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 5;
  };

  const ledgerHeader = () => {
    const opts = { bold: true, color: MUTED } as const;
    text(t('documents.columns.date'), LEDGER_COLUMNS.date.x, y, { ...opts, width: LEDGER_COLUMNS.date.width });
    text(t('documents.columns.description'), LEDGER_COLUMNS.description.x, y, { ...opts, width: LEDGER_COLUMNS.description.width });
    text(t('documents.columns.amount'), LEDGER_COLUMNS.amount.x, y, { ...opts, width: LEDGER_COLUMNS.amount.width, align: 'right' });
    text(t('documents.columns.balance'), LEDGER_COLUMNS.balance.x, y, { ...opts, width: LEDGER_COLUMNS.balance.width, align: 'right' });
    y += 14;
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 5;
  };

  ensure(40);
  if (model.ledger) ledgerHeader();
  else tableHeader();
  for (const row of model.ledger ?? []) {
    const height = heightOf(row.description, LEDGER_COLUMNS.description.width) + 5;
    if (ensure(height)) ledgerHeader();
    text(row.date, LEDGER_COLUMNS.date.x, y, { width: LEDGER_COLUMNS.date.width });
    text(row.description, LEDGER_COLUMNS.description.x, y, { width: LEDGER_COLUMNS.description.width });
    text(money(row.amountMinor), LEDGER_COLUMNS.amount.x, y, { width: LEDGER_COLUMNS.amount.width, align: 'right' });
    text(money(row.balanceMinor), LEDGER_COLUMNS.balance.x, y, { width: LEDGER_COLUMNS.balance.width, align: 'right' });
    y += height;
  }
  for (const section of model.ledger ? [] : model.sections) {
    if (section.title) {
      const h = heightOf(section.title, CONTENT_WIDTH, { bold: true }) + 6;
      if (ensure(h + 20)) tableHeader();
      y += 4;
      y += text(section.title, PAGE.margin, y, { bold: true, width: CONTENT_WIDTH }) + 2;
    }
    for (const line of section.lines) {
      const discount = line.discountBasisPoints > 0 ? t('documents.line.discount', { rate: f.rate(line.discountBasisPoints) }) : null;
      const taxLabel = taxText(line, f);
      const rate = line.taxName ? f.taxRate(line.taxRateMillionths) : null;
      const height =
        Math.max(
          heightOf(line.description, COLUMNS.description.width) + (discount ? heightOf(discount, COLUMNS.description.width) : 0),
          heightOf(taxLabel, COLUMNS.tax.width) + (rate ? heightOf(rate, COLUMNS.tax.width) : 0),
          heightOf('0', COLUMNS.quantity.width) + (line.unit ? heightOf(line.unit, COLUMNS.quantity.width) : 0),
        ) + 5;
      if (ensure(height)) tableHeader();
      const top = y;
      const d = text(line.description, COLUMNS.description.x, top, { width: COLUMNS.description.width });
      if (discount) text(discount, COLUMNS.description.x, top + d, { width: COLUMNS.description.width, color: MUTED });
      const q = text(quantityText(line, f), COLUMNS.quantity.x, top, { width: COLUMNS.quantity.width, align: 'right' });
      if (line.unit) text(line.unit, COLUMNS.quantity.x, top + q, { width: COLUMNS.quantity.width, align: 'right', color: MUTED });
      text(money(line.unitPriceMinor), COLUMNS.unitPrice.x, top, { width: COLUMNS.unitPrice.width, align: 'right' });
      const taxHeight = text(taxLabel, COLUMNS.tax.x, top, { width: COLUMNS.tax.width, align: 'right' });
      if (rate) text(rate, COLUMNS.tax.x, top + taxHeight, { width: COLUMNS.tax.width, align: 'right', color: MUTED });
      text(money(line.amountMinor), COLUMNS.amount.x, top, { width: COLUMNS.amount.width, align: 'right' });
      y = top + height;
    }
  }
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;

  // ---------------------------------------------------------------- totals
  const { totals } = model;
  const rows: Array<{ label: string; value: string; bold?: boolean }> = [];
  if (totals.rows) {
    for (const row of rowsInWords(totals, f)) {
      rows.push({ label: row.label, value: `${row.kind === 'discount' ? '−' : ''}${money(row.minor)}`, bold: row.kind === 'total' });
    }
  } else {
    if (totals.showSubtotal !== false) rows.push({ label: t('documents.totals.subtotal'), value: money(totals.subtotalMinor) });
    if (totals.discountMinor > 0) rows.push({ label: t('documents.totals.discountsIncluded'), value: `−${money(totals.discountMinor)}` });
    for (const tax of totals.taxes) {
      const words = { name: tax.name, rate: f.taxRate(tax.rateMillionths) };
      rows.push({
        label: tax.inclusive ? t('documents.totals.taxRateIncluded', words) : t('documents.totals.taxRate', words),
        value: money(tax.taxMinor),
      });
    }
    if (totals.lateFeeMinor) rows.push({ label: t('documents.totals.lateFee'), value: money(totals.lateFeeMinor) });
    rows.push({ label: totals.totalLabel ?? t('documents.totals.total'), value: money(totals.totalMinor), bold: true });
  }
  // Total less paid less credited plus what went to the client's credit balance is the balance due (decision 0093).
  if (totals.amountPaidMinor) rows.push({ label: t('documents.totals.lessPaid'), value: money(totals.amountPaidMinor) });
  if (totals.amountCreditedMinor) rows.push({ label: t('documents.totals.lessCredited'), value: money(totals.amountCreditedMinor) });
  if (totals.creditExcessMinor) rows.push({ label: t('documents.totals.plusCreditBalance'), value: money(totals.creditExcessMinor) });
  if (totals.balanceMinor !== undefined)
    rows.push({ label: t('documents.totals.balanceDue'), value: money(totals.balanceMinor), bold: true });
  for (const row of totals.summary ?? []) rows.push({ label: row.label, value: money(row.minor), bold: row.bold });
  ensure(rows.length * 15 + 4);
  for (const row of rows) {
    text(row.label, 300, y, { width: 150, align: 'right', bold: row.bold });
    text(row.value, 455, y, { width: RIGHT - 455, align: 'right', bold: row.bold });
    y += 15;
  }
  y += 12;

  // ---------------------------------------------------------------- notes, payment, signature
  const block = (title: string, body: string | null | undefined) => {
    if (!body?.trim()) return;
    const h = heightOf(title, CONTENT_WIDTH, { bold: true }) + heightOf(body, CONTENT_WIDTH) + 12;
    ensure(Math.min(h, BOTTOM - PAGE.margin));
    y += text(title, PAGE.margin, y, { bold: true, width: CONTENT_WIDTH }) + 2;
    // A long body flows on by PDFKit's own page breaks; the cursor says where it ended.
    useFont('body');
    doc.fontSize(TEXT_SIZE).fillColor('#000000').text(body, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 10;
  };
  block(t('documents.blocks.notes'), model.notes);
  block(t('documents.blocks.terms'), model.terms);
  block(t('documents.blocks.paymentInstructions'), model.paymentInstructions);
  if (model.payOnlineUrl) block(t('documents.blocks.payOnline'), model.payOnlineUrl);
  if (model.signature) {
    const s = model.signature;
    block(
      t('documents.signature.title'),
      [
        t('documents.signature.signedBy', { name: s.signerName, date: s.signedAt }),
        s.address ? t('documents.signature.from', { address: s.address }) : null,
        t('documents.signature.sha256', { sha256: s.sha256 }),
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }

  // ---------------------------------------------------------------- footer and page numbers on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would add a page: the margin is lifted while the footer is written.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = PAGE.height - PAGE.margin - 24;
    if (model.footer)
      text(model.footer, PAGE.margin, footerY, { width: CONTENT_WIDTH - 80, size: 8, color: MUTED, height: 30, ellipsis: true });
    text(t('documents.footer.page', { page: i - range.start + 1, pages: range.count }), RIGHT - 80, footerY, {
      width: 80,
      size: 8,
      align: 'right',
      color: MUTED,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
