import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '@shared/schemas/clients';
import { activateLanguage } from '@web/lib/i18n';
import { ClientsCardGrid } from './clients-card-grid';

const CLIENT = {
  id: '3e4dd2a2-523f-43cb-a3e9-3a75a015478d',
  name: 'Animas Valley Health',
  contactPerson: 'Rosa Díaz',
  email: 'rosa@example.test',
  phone: null,
  website: null,
  industry: null,
  status: 'active',
  createdAt: '2026-03-05T12:00:00.000Z',
  can: { edit: true, delete: true },
} as unknown as Client;

describe('ClientsCardGrid in German', () => {
  afterEach(async () => {
    cleanup();
    await activateLanguage('en', { audience: 'staff' });
  });

  it('says when each client was created, in German words and a German date', async () => {
    await activateLanguage('de', { audience: 'staff' });
    render(
      <MemoryRouter>
        <ClientsCardGrid clients={[CLIENT]} actions={{ onEdit: () => {}, onDelete: () => {} }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Kunden' })).toBeTruthy();
    expect(screen.getByText('Nicht angegeben')).toBeTruthy();
    expect(screen.getByText(/^Erstellt am 5\. März 2026$|^Erstellt am 05\.03\.2026$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Animas Valley Health bearbeiten' })).toBeTruthy();
  });

  it('names the industry in German (it is stored in English)', async () => {
    await activateLanguage('de', { audience: 'staff' });
    render(
      <MemoryRouter>
        <ClientsCardGrid clients={[{ ...CLIENT, industry: 'Real Estate' }]} actions={{ onEdit: () => {}, onDelete: () => {} }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Immobilien')).toBeTruthy();
    expect(screen.queryByText('Real Estate')).toBeNull();
  });
});
