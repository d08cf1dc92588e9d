/**
 * The demo's Settings > Billing (decision 0052): two tax rates, the agency's details with a logo, and every demo invoice
 * line with its sums (seeded lines carry none of their own), so documents print subtotal, taxes and total at once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { agencyProfile, currencyPaymentInstructions, languageAgencyTexts, taxRates } from '../schema';
import type { Tx } from '../transaction';
import { pngOf } from './demo-png';

/** Northwind's mark: a navy tile with three rising bars, on white. */
export function demoLogo(): Buffer {
  const navy: [number, number, number] = [30, 58, 138];
  const teal: [number, number, number] = [20, 184, 166];
  const white: [number, number, number] = [255, 255, 255];
  return pngOf(192, 64, (x, y) => {
    if (x < 64) {
      const bar = Math.floor((x - 12) / 14);
      const inBar = x >= 12 && (x - 12) % 14 < 10 && bar >= 0 && bar < 3;
      return inBar && y >= 50 - bar * 12 - 12 && y < 52 ? teal : navy;
    }
    // A band under where the name would be: the logo stays readable at any size.
    return y >= 28 && y < 36 && x >= 76 && x < 184 ? navy : white;
  });
}

export async function seedDemoBillingSetup(tx: Tx): Promise<void> {
  // Each rate is the first version of its own family (decision 0089).
  await tx.insert(taxRates).values(
    [
      { name: 'Sales tax', rateMillionths: 82_500, inclusive: false },
      { name: 'VAT', rateMillionths: 200_000, inclusive: false },
    ].map((rate) => {
      const id = randomUUID();
      return { id, familyId: id, ...rate };
    }),
  );
  const details = {
    legalName: 'Northwind Studio LLC',
    address: '500 Market Street, Suite 300\nSan Francisco, CA 94105\nUnited States',
    taxId: 'EIN 94-1234567',
    email: 'billing@northwind.example',
    phone: '+1 415 555 0142',
    website: 'https://northwind.example',
    logo: demoLogo(),
    logoContentType: 'image/png',
    paymentInstructions:
      'Bank transfer to Northwind Studio LLC\nAccount 000123456789 · Routing 121000358\nPlease quote the invoice number.',
    footer: 'Northwind Studio LLC · Thank you for your business.',
    defaultCurrency: 'USD',
  };
  await tx
    .insert(agencyProfile)
    .values({ id: 1, ...details })
    .onConflictDoUpdate({ target: agencyProfile.id, set: details });
  // Euro invoices are paid to a euro account (decision 0100); the other currencies use the general instructions.
  const euro = {
    instructions:
      'SEPA transfer to Northwind Studio LLC\nIBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX\nPlease quote the invoice number.',
  };
  await tx
    .insert(currencyPaymentInstructions)
    .values({ currency: 'EUR', ...euro })
    .onConflictDoUpdate({ target: currencyPaymentInstructions.currency, set: euro });
  // The demo's Spanish and German clients read the agency's own texts in their language (decision 0132); the German
  // client's euro invoices keep the euro instructions above, which come first.
  const byLanguage = [
    {
      language: 'es',
      paymentInstructions:
        'Transferencia bancaria a Northwind Studio LLC\nCuenta 000123456789 · Routing 121000358\nIndique el número de factura.',
      footer: 'Northwind Studio LLC · Gracias por su confianza.',
    },
    { language: 'de', paymentInstructions: null, footer: 'Northwind Studio LLC · Vielen Dank für Ihren Auftrag.' },
  ];
  for (const texts of byLanguage) {
    await tx.insert(languageAgencyTexts).values(texts).onConflictDoUpdate({ target: languageAgencyTexts.language, set: texts });
  }
  // Lines seeded without sums are worth quantity x unit price, untaxed (as migration 0030 does for older databases).
  await tx.execute(sql`
    update invoice_items set net_minor = unit_amount_minor * quantity_thousandths / 1000, total_minor = unit_amount_minor * quantity_thousandths / 1000
     where net_minor = 0 and total_minor = 0 and tax_minor = 0 and tax_rate_id is null`);
  await tx.execute(sql`
    update invoices i set subtotal_minor = s.net, tax_minor = s.tax, discount_minor = s.discount
      from (select invoice_id, sum(net_minor) as net, sum(tax_minor) as tax, sum(discount_minor) as discount from invoice_items group by invoice_id) s
     where s.invoice_id = i.id and i.subtotal_minor = 0 and i.tax_minor = 0`);
}
