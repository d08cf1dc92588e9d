/**
 * What a client signs (decision 0056): the quote's content and version as one canonical JSON text, and its SHA-256.
 * The server computes it from the quote's rows; the browser computes it from the document it shows (Web Crypto), and
 * sends its hash with the signature. The two agree only if the client saw what is stored now, so a quote changed
 * between reading and signing is refused. Both sides call these functions: there is no second copy of the format.
 */
import type { WrittenLine } from './document-totals';

export interface QuoteDocumentItem extends WrittenLine {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface QuoteDocumentSection {
  title: string;
  description: string | null;
  items: QuoteDocumentItem[];
}

/** The signed content: everything the client reads that binds them, and the version it is. */
export interface QuoteDocumentContent {
  quoteId: string;
  number: string;
  version: number;
  title: string;
  introduction: string | null;
  terms: string | null;
  currency: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  depositBasisPoints: number;
  clientName: string;
  sections: QuoteDocumentSection[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * One text for one content: arrays in a fixed order (never an object's keys, whose order a refactor could change),
 * sections and items in their printed order, absent texts as null.
 */
export function canonicalQuoteDocument(d: QuoteDocumentContent): string {
  return JSON.stringify([
    'quote-document/1',
    d.quoteId,
    d.number,
    d.version,
    d.title,
    d.introduction ?? null,
    d.terms ?? null,
    d.currency,
    d.validUntil,
    d.depositBasisPoints,
    d.clientName,
    d.sections.map((s) => [
      s.title,
      s.description ?? null,
      s.items.map((i) => [
        i.description,
        i.quantityHundredths,
        i.unitPriceMinor,
        i.discountBasisPoints,
        i.taxName ?? null,
        // The format's unit is basis points, as when it was first signed, so every hash signed before stays the same:
        // a finer rate is a decimal here (8.875% is 887.5), which JSON writes one way in Node and in the browser.
        i.taxRateMillionths / 100,
        i.taxInclusive,
        i.netMinor,
        i.taxMinor,
        i.totalMinor,
      ]),
    ]),
    d.subtotalMinor,
    d.discountMinor,
    d.taxMinor,
    d.totalMinor,
  ]);
}

/** Lower-case hex SHA-256 of a UTF-8 text, by Web Crypto: the same call in Node 22 and in the browser. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function quoteDocumentSha256(d: QuoteDocumentContent): Promise<string> {
  return sha256Hex(canonicalQuoteDocument(d));
}
