/**
 * The quote editor's form: what the inputs hold (text, as typed), how it becomes the save body, and the live totals,
 * computed by the same shared module the server stores them with (src/shared/document-totals.ts).
 */
import { documentSums, type DocumentSums } from '@shared/document-totals';
import { minorToMajor, parseMoneyToMinor } from '@shared/money';
import type { QuoteDto, SaveQuoteInput } from '@shared/schemas/quotes';
import { t } from '@web/lib/messages/quotes';

export interface ItemForm {
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  taxRateId: string;
  estimatedHours: string;
}

export interface SectionForm {
  key: string;
  title: string;
  description: string;
  becomesMilestone: boolean;
  items: ItemForm[];
}

export interface QuoteForm {
  title: string;
  introduction: string;
  terms: string;
  currency: string;
  validUntil: string;
  depositPercent: string;
  sections: SectionForm[];
}

export interface TaxChoice {
  id: string;
  name: string;
  rateMillionths: number;
  inclusive: boolean;
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export const emptyItem = (): ItemForm => ({
  key: newKey(),
  description: '',
  quantity: '1',
  unitPrice: '',
  discountPercent: '',
  taxRateId: '',
  estimatedHours: '',
});
export const emptySection = (n: number): SectionForm => ({
  key: newKey(),
  // The first section's default title, in the editor's language (it becomes the quote's text).
  title: n === 1 ? t('quotes.sections.defaultFirstTitle') : t('quotes.sections.section', { n }),
  description: '',
  becomesMilestone: true,
  items: [emptyItem()],
});

export const emptyQuoteForm = (): QuoteForm => ({
  title: '',
  introduction: '',
  terms: '',
  currency: '',
  validUntil: '',
  depositPercent: '',
  sections: [emptySection(1)],
});

const decimal = (minor: number, scale = 100) => String(minor / scale);

export function formOfQuote(q: QuoteDto): QuoteForm {
  return {
    title: q.title,
    introduction: q.introduction ?? '',
    terms: q.terms ?? '',
    currency: q.currency,
    validUntil: q.validUntil,
    depositPercent: decimal(q.depositBasisPoints),
    sections: q.sections.map((s) => ({
      key: newKey(),
      title: s.title,
      description: s.description ?? '',
      becomesMilestone: s.becomesMilestone,
      items: s.items.map((i) => ({
        key: newKey(),
        description: i.description,
        quantity: decimal(i.quantityHundredths),
        unitPrice: String(minorToMajor(i.unitPriceMinor, q.currency)),
        discountPercent: i.discountBasisPoints ? decimal(i.discountBasisPoints) : '',
        taxRateId: i.taxRateId ?? '',
        estimatedHours: i.estimatedMinutes ? String(Math.round((i.estimatedMinutes / 60) * 100) / 100) : '',
      })),
    })),
  };
}

/** A typed number, or NaN for text that is not one; '' is `empty`. */
const num = (text: string, empty: number) => (text.trim() === '' ? empty : Number(text.replace(',', '.')));

/** The save body; the server checks every field and answers each error by its path (sections.0.items.1.quantity). */
export function saveBodyOf(form: QuoteForm): SaveQuoteInput {
  return {
    title: form.title,
    introduction: form.introduction,
    terms: form.terms,
    currency: (form.currency || null) as SaveQuoteInput['currency'],
    validUntil: form.validUntil,
    depositPercent: form.depositPercent.trim() === '' ? null : num(form.depositPercent, 0),
    sections: form.sections.map((s) => ({
      title: s.title,
      description: s.description,
      becomesMilestone: s.becomesMilestone,
      items: s.items.map((i) => ({
        description: i.description,
        quantity: num(i.quantity, NaN),
        unitPrice: num(i.unitPrice, NaN),
        discountPercent: num(i.discountPercent, 0),
        taxRateId: i.taxRateId || null,
        estimatedHours: i.estimatedHours.trim() === '' ? null : num(i.estimatedHours, NaN),
      })),
    })),
  };
}

/**
 * The totals as the server will store them, while one types: unreadable numbers count as zero. The prices are in the
 * quote's currency (its own decimals, decision 0100).
 */
export function liveTotals(form: QuoteForm, rates: readonly TaxChoice[], currency: string = form.currency || 'USD'): DocumentSums {
  const byId = new Map(rates.map((r) => [r.id, r]));
  return documentSums(
    form.sections.flatMap((s) =>
      s.items.map((i) => {
        const quantity = num(i.quantity, 0);
        const price = parseMoneyToMinor(num(i.unitPrice, 0), currency);
        const discount = num(i.discountPercent, 0);
        const rate = byId.get(i.taxRateId);
        return {
          quantityHundredths: Number.isFinite(quantity) ? Math.round(quantity * 100) : 0,
          unitPriceMinor: price.ok ? price.minor : 0,
          discountBasisPoints: Number.isFinite(discount) ? Math.min(10_000, Math.max(0, Math.round(discount * 100))) : 0,
          tax: rate ? { name: rate.name, rateMillionths: rate.rateMillionths, inclusive: rate.inclusive } : null,
        };
      }),
    ),
  );
}

/** Each line's amount as the document shows it, section by section: quantity x unit price (decision 0094). */
export function lineAmounts(form: QuoteForm, totals: DocumentSums): number[][] {
  let k = 0;
  return form.sections.map((s) => s.items.map(() => totals.lines[k++]?.grossMinor ?? 0));
}
