/**
 * A one-page invoice PDF, written by hand: text in the standard Helvetica fonts needs no library and no font files.
 * Characters outside Windows-1252 (which the standard fonts cover) are printed as '?'.
 */
import { formatMoney } from '../../../shared/money';
import type { InvoiceDto } from '../../../shared/schemas/billing';

/** Windows-1252 code points above Latin-1 that an invoice may carry (currency signs, dashes, quotes). */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '…': 0x85 };

function encode(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const mapped = WIN_ANSI[ch] ?? (code < 256 && (code >= 32 || code === 9) ? code : 0x3f);
    // Escapes of the PDF string syntax.
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}

interface Line {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** Right-aligned at x (approximate width: Helvetica averages about half the font size per character). */
  right?: boolean;
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface InvoicePdfInput {
  invoice: InvoiceDto;
  clientName: string;
  seller: string;
}

export function invoicePdf({ invoice, clientName, seller }: InvoicePdfInput): Buffer {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const status = invoice.status === 'open' ? 'Unpaid' : invoice.status[0]!.toUpperCase() + invoice.status.slice(1);
  const lines: Line[] = [
    { text: seller, x: 50, y: 790, size: 18, bold: true },
    { text: 'INVOICE', x: 545, y: 790, size: 18, bold: true, right: true },
    { text: `Invoice #${invoice.invoiceNumber ?? 'N/A'}`, x: 545, y: 768, right: true },
    // The issue date; a draft (only staff see one) shows when it was written.
    { text: `Date: ${(invoice.issuedAt ?? invoice.createdAt).slice(0, 10)}`, x: 545, y: 754, right: true },
    { text: `Due: ${invoice.dueDate ?? '-'}`, x: 545, y: 740, right: true },
    { text: `Status: ${status}${invoice.overdue ? ' (overdue)' : ''}`, x: 545, y: 726, right: true },
    { text: 'Bill to', x: 50, y: 754, bold: true },
    { text: truncate(clientName, 50), x: 50, y: 740 },
  ];
  let y = 690;
  if (invoice.description) {
    lines.push({ text: truncate(invoice.description.replace(/\s+/g, ' '), 95), x: 50, y });
    y -= 24;
  }
  lines.push(
    { text: 'Item', x: 50, y, bold: true },
    { text: 'Qty', x: 370, y, bold: true, right: true },
    { text: 'Amount', x: 455, y, bold: true, right: true },
    { text: 'Total', x: 545, y, bold: true, right: true },
  );
  y -= 18;
  const shown = invoice.items.slice(0, 30);
  for (const item of shown) {
    lines.push(
      { text: truncate(item.description, 52), x: 50, y },
      { text: String(item.quantity), x: 370, y, right: true },
      { text: money(item.unitAmountMinor), x: 455, y, right: true },
      { text: money(item.unitAmountMinor * item.quantity), x: 545, y, right: true },
    );
    y -= 16;
  }
  if (invoice.items.length > shown.length) {
    lines.push({ text: `... and ${invoice.items.length - shown.length} more items`, x: 50, y });
    y -= 16;
  }
  y -= 10;
  lines.push({ text: 'Total', x: 455, y, bold: true, right: true }, { text: money(invoice.amountMinor), x: 545, y, bold: true, right: true });
  if (invoice.paidAt) lines.push({ text: `Paid on ${invoice.paidAt.slice(0, 10)}`, x: 545, y: y - 16, right: true });
  if (invoice.hostedInvoiceUrl && invoice.status === 'open') {
    lines.push({ text: `Pay online: ${truncate(invoice.hostedInvoiceUrl, 90)}`, x: 50, y: 80, size: 9 });
  }

  const content = Buffer.concat(
    lines.map((l) => {
      const size = l.size ?? 11;
      const width = [...l.text].length * size * 0.5;
      const x = l.right ? Math.max(50, l.x - width) : l.x;
      return Buffer.concat([
        Buffer.from(`BT /${l.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(1)} ${l.y} Td (`, 'latin1'),
        encode(l.text),
        Buffer.from(') Tj ET\n', 'latin1'),
      ]);
    }),
  );

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('endstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
