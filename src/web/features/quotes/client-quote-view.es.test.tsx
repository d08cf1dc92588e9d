import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientQuote } from '@shared/schemas/quote-acceptance';
import { activateLanguage } from '@web/lib/i18n';
import { renderWithQueries, resetAfterEach } from '../../test/render';
import { clientQuoteQueryOptions } from './api/quote-acceptance';
import { ClientQuoteView } from './client-quote-view';

const ID = 'q-1';
const LINE = { quantityHundredths: 100, discountBasisPoints: 0, taxName: null, taxRateMillionths: 0, taxInclusive: false, taxMinor: 0 };

const quote = (over: Partial<ClientQuote> = {}): ClientQuote => ({
  id: ID,
  status: 'sent',
  document: {
    quoteId: ID,
    number: 'Q-0042',
    version: 1,
    title: 'Sitio web nuevo',
    introduction: null,
    terms: null,
    currency: 'USD',
    validUntil: '2026-12-31',
    depositBasisPoints: 3000,
    clientName: 'Clínica Animas',
    sections: [
      {
        title: 'Diseño',
        description: null,
        items: [{ ...LINE, description: 'Maquetas', unitPriceMinor: 1_234_567, netMinor: 1_234_567, totalMinor: 1_234_567 }],
      },
    ],
    subtotalMinor: 1_234_567,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor: 1_234_567,
  },
  depositMinor: 370_370,
  sentAt: '2026-11-20T10:00:00Z',
  viewedAt: null,
  answeredAt: null,
  declineReason: null,
  expired: false,
  agency: { legalName: 'Northwind Studio', address: null, taxId: null, email: null, phone: null, website: null },
  client: { name: 'Clínica Animas', contactPerson: null, email: null },
  signature: null,
  signers: ['Pat Primary'],
  project: null,
  depositInvoice: null,
  link: null,
  signRefusal: null,
  can: { sign: true, decline: true, convert: false, createDeposit: false, invoiceRest: false },
  ...over,
});

const show = (q: ClientQuote) =>
  renderWithQueries(<ClientQuoteView quoteId={ID} />, {
    at: `/quotes/${ID}`,
    seed: (client) => client.setQueryData(clientQuoteQueryOptions(ID).queryKey, q),
  });

describe('the client’s quote, in Spanish', () => {
  resetAfterEach();
  beforeEach(() => activateLanguage('es', { audience: 'client' }));
  afterEach(() => activateLanguage('en', { audience: 'staff' }));

  it('reads as usted, with amounts in es-MX, and the signing dialog says what is signed', async () => {
    show(quote());
    // es-MX writes dollars as "USD 12,345.67" (the page's text as Testing Library reads it: spaces made plain).
    const total = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'USD' }).format(12_345.67).replace(/\s/g, ' ');
    expect(total).toBe('USD 12,345.67');
    expect(screen.getByText(`De Northwind Studio · ${total}`)).toBeTruthy();
    expect(screen.getByText('Preparada para')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Precio unitario' })).toBeTruthy();
    expect(screen.getByText('Anticipo al aceptar (30%)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y firmar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aceptar y firmar' }));
    expect(dialog.getByText(`Usted acepta la cotización Q-0042, Sitio web nuevo, por ${total}.`)).toBeTruthy();
    expect(dialog.getByLabelText(/Su nombre completo/)).toBeTruthy();
    expect(dialog.getByText('Acepto las condiciones')).toBeTruthy();
  });

  it('tells a client who signed what happens next, in Spanish', () => {
    show(
      quote({
        status: 'accepted',
        signature: {
          signerName: 'Pat Primary',
          signerEmail: 'pat@example.com',
          signedAt: '2026-11-21T10:00:00Z',
          version: 1,
          documentSha256: 'a'.repeat(64),
        },
        can: { sign: false, decline: false, convert: false, createDeposit: false, invoiceRest: false },
      }),
    );
    expect(screen.getByText(/^Aceptada y firmada por Pat Primary el /)).toBeTruthy();
    expect(screen.getByTestId('quote-next-step').textContent).toBe(
      'Próximos pasos: Northwind Studio creará su proyecto y le enviará la factura de anticipo. Le avisaremos en el portal y por correo electrónico cuando cada uno esté listo.',
    );
  });
});
