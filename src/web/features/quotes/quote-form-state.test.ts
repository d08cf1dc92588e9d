import { describe, expect, it } from 'vitest';
import { documentSums } from '@shared/document-totals';
import { emptyQuoteForm, liveTotals, saveBodyOf } from './quote-form-state';

describe('quote form', () => {
  it('totals the lines as typed by the shared rule, and sends decimals as numbers', () => {
    const form = emptyQuoteForm();
    form.title = 'Site';
    form.sections[0]!.items[0] = {
      ...form.sections[0]!.items[0]!,
      description: 'Design',
      quantity: '1.5',
      unitPrice: '1200.25',
      discountPercent: '10',
      taxRateId: 'vat',
    };
    const rates = [{ id: 'vat', name: 'VAT', rateMillionths: 200_000, inclusive: false }];
    const expected = documentSums([
      {
        quantityHundredths: 150,
        unitPriceMinor: 120025,
        discountBasisPoints: 1000,
        tax: { name: 'VAT', rateMillionths: 200_000, inclusive: false },
      },
    ]);
    expect(liveTotals(form, rates).totalMinor).toBe(expected.totalMinor);
    expect(saveBodyOf(form).sections[0]!.items[0]).toMatchObject({
      quantity: 1.5,
      unitPrice: 1200.25,
      discountPercent: 10,
      taxRateId: 'vat',
      estimatedHours: null,
    });
  });

  it('counts unreadable numbers as zero while typing', () => {
    const form = emptyQuoteForm();
    form.sections[0]!.items[0]!.unitPrice = 'abc';
    expect(liveTotals(form, []).totalMinor).toBe(0);
  });
});
