import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgencyProfileDto } from '@shared/schemas/billing-setup';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { messageUnder, refusal } from '../../test/server-refusal';
import { ApiKeyCreateDialog } from './api-keys/api-key-create-dialog';
import { AgencyDetailsCard } from './billing/agency-details-card';
import { TaxRatesCard } from './billing/tax-rates-card';
import { CreateWebhookDialog } from './webhooks/webhooks-tab';

const noop = () => undefined;
const isWrite = (init?: RequestInit) => Boolean(init?.method && init.method !== 'GET');

/** The agency's details as the server answers them, with what a test sets. */
const agencyProfile = (own: Partial<AgencyProfileDto>): AgencyProfileDto => ({
  legalName: 'Northwind Studio',
  address: null,
  taxId: null,
  email: null,
  phone: null,
  website: null,
  paymentInstructions: null,
  paymentInstructionsByCurrency: {},
  textsByLanguage: {},
  footer: null,
  defaultCurrency: 'USD',
  logoUrl: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...own,
});

describe('settings forms on the one form pattern', () => {
  resetAfterEach();

  it('Create API key shows the server refusal under Name, and a refusal of no field in the dialog', async () => {
    let answer = refusal({ name: 'You already have a key named Zapier' });
    stubFetch((_url, init) => (isWrite(init) ? answer : json({ items: [] })));
    renderWithQueries(<ApiKeyCreateDialog open onOpenChange={noop} onCreated={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(messageUnder(name)).toBe('Give the key a name'));

    fireEvent.change(name, { target: { value: 'Zapier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(messageUnder(name)).toBe('You already have a key named Zapier'));

    answer = json({ error: { code: 'limit_reached', message: 'You hold 10 keys already' } }, 409);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You hold 10 keys already');
  });

  it('Add a webhook endpoint shows the server refusal under URL', async () => {
    stubFetch((_url, init) => (isWrite(init) ? refusal({ url: 'URL must be reachable from the internet' }) : json({ items: [] })));
    renderWithQueries(<CreateWebhookDialog open onOpenChange={noop} onCreated={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByLabelText(/^URL/);
    fireEvent.change(url, { target: { value: 'http://localhost/hook' } });
    fireEvent.click(within(dialog).getByLabelText('Invoice paid'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(messageUnder(url)).toBe('URL must be reachable from the internet'));
  });

  it('Add a tax rate checks the rate with the shared schema, and shows the server refusal under its field', async () => {
    const fetchSpy = stubFetch((_url, init) => (isWrite(init) ? refusal({ name: 'A tax rate named VAT exists' }) : json({ items: [] })));
    renderWithQueries(<TaxRatesCard />);
    const form = await screen.findByRole('form', { name: 'New tax rate' });
    const name = within(form).getByLabelText('Tax name');
    const rate = within(form).getByLabelText('Rate (%)');
    fireEvent.change(name, { target: { value: 'VAT' } });
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() => expect(messageUnder(rate)).toBe('Rate must be at most 100%'));
    expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(false);

    fireEvent.change(rate, { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() => expect(messageUnder(name)).toBe('A tax rate named VAT exists'));
    const [, post] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    expect(JSON.parse(String(post!.body))).toEqual({ name: 'VAT', rateMillionths: 200_000, inclusive: false });
  });

  it('Add a tax rate takes up to four decimals, exactly, and says so of a fifth', async () => {
    const fetchSpy = stubFetch((_url, init) =>
      isWrite(init)
        ? json({ id: 'r1', familyId: 'r1', name: 'NYC', rateMillionths: 88_750, inclusive: false, archivedAt: null })
        : json({ items: [] }),
    );
    renderWithQueries(<TaxRatesCard />);
    const form = await screen.findByRole('form', { name: 'New tax rate' });
    const rate = within(form).getByLabelText('Rate (%)');
    fireEvent.change(within(form).getByLabelText('Tax name'), { target: { value: 'NYC' } });
    fireEvent.change(rate, { target: { value: '8.87501' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() => expect(messageUnder(rate)).toBe('Rate must have at most four decimals'));
    expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(false);

    fireEvent.change(rate, { target: { value: '8.875' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(true));
    const [, post] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    expect(JSON.parse(String(post!.body))).toEqual({ name: 'NYC', rateMillionths: 88_750, inclusive: false });
  });

  it('Agency details shows the server refusal under its field', async () => {
    const profile = agencyProfile({ email: 'billing@northwind.test' });
    stubFetch((_url, init) => (isWrite(init) ? refusal({ website: 'Website must be at most 200 characters' }) : json(profile)));
    renderWithQueries(<AgencyDetailsCard />);
    const form = await screen.findByRole('form', { name: 'Agency details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save agency details' }));
    await waitFor(() => expect(messageUnder(within(form).getByLabelText('Website'))).toBe('Website must be at most 200 characters'));
  });

  it('Agency details sends payment instructions per currency, and shows a refusal under that currency', async () => {
    const profile = agencyProfile({
      paymentInstructions: 'Wire to account 1234',
      paymentInstructionsByCurrency: { EUR: 'IBAN DE00 1234' },
    });
    const fetchSpy = stubFetch((_url, init) =>
      isWrite(init)
        ? refusal({ 'paymentInstructionsByCurrency.JPY': 'Payment instructions must be at most 2000 characters' })
        : json(profile),
    );
    renderWithQueries(<AgencyDetailsCard />);
    const form = await screen.findByRole('form', { name: 'Agency details' });
    expect((within(form).getByLabelText('Payment instructions (EUR)') as HTMLTextAreaElement).value).toBe('IBAN DE00 1234');
    fireEvent.change(within(form).getByLabelText('Payment instructions (JPY)'), { target: { value: 'Furikomi to Mizuho 987' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save agency details' }));
    await waitFor(() =>
      expect(messageUnder(within(form).getByLabelText('Payment instructions (JPY)'))).toBe(
        'Payment instructions must be at most 2000 characters',
      ),
    );
    const [, put] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    const sent = JSON.parse(String(put!.body)) as { paymentInstructionsByCurrency: Record<string, string> };
    expect(sent.paymentInstructionsByCurrency).toMatchObject({ EUR: 'IBAN DE00 1234', JPY: 'Furikomi to Mizuho 987', USD: '' });
  });
  it("Agency details shows and sends each language's own texts", async () => {
    const profile = agencyProfile({
      paymentInstructions: 'Wire to account 1234',
      textsByLanguage: { de: { paymentInstructions: 'Überweisung auf Konto 1234', footer: null } },
    });
    const fetchSpy = stubFetch(() => json(profile));
    renderWithQueries(<AgencyDetailsCard />);
    const form = await screen.findByRole('form', { name: 'Agency details' });
    expect((within(form).getByLabelText('Payment instructions (Deutsch)') as HTMLTextAreaElement).value).toBe('Überweisung auf Konto 1234');
    fireEvent.change(within(form).getByLabelText('Document footer (Español)'), { target: { value: 'Gracias por su preferencia' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save agency details' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => isWrite(init))).toBe(true));
    const [, put] = fetchSpy.mock.calls.find(([, init]) => isWrite(init))!;
    const sent = JSON.parse(String(put!.body)) as { textsByLanguage: Record<string, Record<string, string>> };
    expect(sent.textsByLanguage.de).toEqual({ paymentInstructions: 'Überweisung auf Konto 1234', footer: '' });
    expect(sent.textsByLanguage.es).toEqual({ paymentInstructions: '', footer: 'Gracias por su preferencia' });
  });
});
