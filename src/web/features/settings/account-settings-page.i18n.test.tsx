import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '@shared/schemas/api-keys';
import { activateLanguage } from '@web/lib/i18n';
import { meAs, signedIn } from '../../test/me';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { AccountSettingsPage } from './account-settings-page';

const KEY: ApiKey = {
  id: 'k1',
  name: 'Nightly export',
  start: 'ap_Xk3f9Qa2',
  createdAt: '2026-03-14T12:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  expired: false,
};

function answer(url: string) {
  if (url.includes('/account/sessions')) {
    const now = new Date().toISOString();
    return json({ items: [{ id: 's1', device: 'Chrome on macOS', ipAddress: null, createdAt: now, lastActiveAt: now, current: true }] });
  }
  if (url.includes('/account/api-keys')) return json({ items: [KEY] });
  if (url.includes('/notifications/preferences')) return json({ items: [{ kind: 'invoice_created', channel: 'both' }], delivery: 'daily' });
  return json({});
}

describe('Account Settings in German', () => {
  resetAfterEach();
  afterEach(async () => {
    await activateLanguage('en', { audience: 'staff' });
  });

  it("speaks to a client's contact as Sie, with German dates", async () => {
    // A client user's browser loads only the client catalog: every text on the page must be in it.
    await activateLanguage('de', { audience: 'client' });
    stubFetch(answer);
    renderWithQueries(<AccountSettingsPage />, { at: '/settings/account', seed: signedIn(meAs('client_primary')) });

    expect(screen.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zu den Einstellungen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Zwei-Faktor-Authentifizierung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zwei-Faktor einrichten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passwort aktualisieren' })).toBeTruthy();
    expect(screen.getByLabelText('Aktuelles Passwort')).toBeTruthy();

    const devices = await screen.findByRole('list', { name: 'Angemeldete Geräte' });
    expect(within(devices).getByText('Dieses Gerät')).toBeTruthy();

    const keys = await screen.findByRole('list', { name: 'API-Schlüssel' });
    // The date in German order, through the locale's formatter.
    expect(within(keys).getByText(/Erstellt am 14\.03\.2026/).textContent).toContain('Kein Ablaufdatum');
    expect(within(keys).getByRole('button', { name: 'Nightly export widerrufen' })).toBeTruthy();

    expect(await screen.findByLabelText('Neue Rechnung')).toBeTruthy();
    expect(screen.getByText('Ihrem Unternehmen wird eine Rechnung ausgestellt.')).toBeTruthy();
    expect((screen.getByLabelText('Wie E-Mails ankommen') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Eine tägliche Zusammenfassung',
    );
    expect(screen.queryByText('Account Settings')).toBeNull();
  });
});
