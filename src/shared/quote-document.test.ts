import { describe, expect, it } from 'vitest';
import { canonicalQuoteDocument, quoteDocumentSha256, type QuoteDocumentContent } from './quote-document';

const HASH = 'dc0f31811b67dab4052dab27cec2502718f443d5371a010ce38afd80fe292c79';

const doc: QuoteDocumentContent = {
  quoteId: 'q1',
  number: 'Q-0001',
  version: 2,
  title: 'Website',
  introduction: null,
  terms: 'Net 14',
  currency: 'EUR',
  validUntil: '2026-12-31',
  depositBasisPoints: 5000,
  clientName: 'Acme',
  sections: [
    {
      title: 'Design',
      description: null,
      items: [
        {
          description: 'Wireframes',
          quantityHundredths: 150,
          unitPriceMinor: 10_000,
          discountBasisPoints: 0,
          taxName: 'VAT',
          taxRateMillionths: 200_000,
          taxInclusive: false,
          netMinor: 15_000,
          taxMinor: 3_000,
          totalMinor: 18_000,
        },
      ],
    },
  ],
  subtotalMinor: 15_000,
  discountMinor: 0,
  taxMinor: 3_000,
  totalMinor: 18_000,
};

describe('the signed quote document', () => {
  it('hashes its canonical text with SHA-256', async () => {
    expect(canonicalQuoteDocument(doc)).toBe(
      '["quote-document/1","q1","Q-0001",2,"Website",null,"Net 14","EUR","2026-12-31",5000,"Acme",' +
        '[["Design",null,[["Wireframes",150,10000,0,"VAT",2000,false,15000,3000,18000]]]],15000,0,3000,18000]',
    );
    // printf '%s' '<the text above>' | sha256sum
    expect(await quoteDocumentSha256(doc)).toBe(HASH);
  });

  it('does not depend on the order of an object’s keys, and changes with any signed field', async () => {
    const reordered = Object.fromEntries(Object.entries(doc).reverse()) as unknown as QuoteDocumentContent;
    expect(await quoteDocumentSha256(reordered)).toBe(await quoteDocumentSha256(doc));
    expect(await quoteDocumentSha256({ ...doc, version: 3 })).not.toBe(await quoteDocumentSha256(doc));
    const cheaper = { ...doc, sections: [{ ...doc.sections[0]!, items: [{ ...doc.sections[0]!.items[0]!, unitPriceMinor: 9_999 }] }] };
    expect(await quoteDocumentSha256(cheaper)).not.toBe(await quoteDocumentSha256(doc));
  });
});
