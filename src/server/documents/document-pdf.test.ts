/** The one document renderer (decision 0053): a PDF whatever the text, with the table going on across pages. */
import { describe, expect, it } from 'vitest';
import type { DocumentModel } from './document-model';
import { renderDocumentPdf } from './document-pdf';

const line = (i: number) => ({
  description: `Café design — Übersicht ${i}, a description long enough to wrap onto a second line of the table €`,
  quantityHundredths: 150,
  unitPriceMinor: 12_000,
  discountBasisPoints: i % 5 === 0 ? 1000 : 0,
  taxName: i % 2 ? 'VAT' : null,
  taxRateMillionths: 200_000,
  taxInclusive: false,
  amountMinor: 18_000,
});

const model = (lines: number): DocumentModel => ({
  kind: 'Quote',
  number: 'Q-0042',
  currency: 'EUR',
  dates: [{ label: 'Issued', value: '2026-11-24' }],
  status: 'Accepted',
  agency: {
    legalName: 'Nordwind Stüdio GmbH',
    address: 'Königstraße 1\n70173 Stuttgart',
    taxId: 'DE123',
    email: null,
    phone: null,
    website: null,
    logo: null,
  },
  client: { name: 'Mesa Verde Outfitters', contactPerson: 'José Núñez', email: null, billingAddress: null, taxId: 'ES-9' },
  title: 'Redesign — phase 1',
  sections: [
    { title: null, lines: Array.from({ length: Math.ceil(lines / 2) }, (_, i) => line(i)) },
    { title: 'Phase 2 — Ürban', lines: Array.from({ length: Math.floor(lines / 2) }, (_, i) => line(i + 100)) },
  ],
  totals: {
    subtotalMinor: 100_000,
    discountMinor: 500,
    taxes: [{ name: 'VAT', rateMillionths: 200_000, inclusive: false, taxMinor: 20_000 }],
    totalMinor: 120_000,
  },
  notes: 'Merci — danke',
  footer: 'Nordwind Stüdio · Stuttgart',
  signature: { signerName: 'Zoë Ångström', signedAt: '2026-11-24 10:00 UTC', address: '203.0.113.7', sha256: 'ab'.repeat(32) },
});

const pages = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g) ?? []
  ).length;

describe('renderDocumentPdf', () => {
  it('prints a one-page document with the embedded font', async () => {
    const bytes = await renderDocumentPdf(model(4));
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Quote Q-0042');
    expect(text).toMatch(/DejaVuSans/);
    expect(pages(bytes)).toBe(1);
  });

  it('goes on across pages when the lines do not fit', async () => {
    expect(pages(await renderDocumentPdf(model(80)))).toBeGreaterThan(2);
  });
});
