import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../../shared/permissions';
import type { Role } from '../../../shared/roles';
import type { Me } from '../../../shared/schemas/me';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../../shared/schemas/webhooks';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { SettingsPage } from './settings-page';

const ENDPOINT: WebhookEndpointDto = {
  id: '7a1c0d3e-1111-4a2b-9c3d-0123456789ab', url: 'https://hooks.example.com/portal', description: 'Accounting', events: ['invoice.paid'],
  active: true, disabledAt: null, disabledReason: null, failingSince: null, secretHint: '…Wxyz', createdAt: '2026-11-20T09:30:00.000Z',
};
const DELIVERY: WebhookDeliveryDto = {
  id: '7a1c0d3e-2222-4a2b-9c3d-0123456789ab', eventId: '7a1c0d3e-3333-4a2b-9c3d-0123456789ab', eventType: 'invoice.paid', status: 'delivered',
  attempts: 2, responseStatus: 204, durationMs: 87, error: null, manual: false, nextTryAt: null, lastTriedAt: '2026-11-20T09:31:00.000Z',
  deliveredAt: '2026-11-20T09:31:00.000Z', createdAt: '2026-11-20T09:30:00.000Z',
};

function renderAs(role: Role, answer: (url: string, init?: RequestInit) => Response) {
  const me = { user: { id: 'me', email: 'me@team.example', firstName: 'Me', lastName: 'Person', role, status: 'active', clientId: null, avatarUrl: null }, capabilities: capabilitiesOf(role) } as Me;
  const fetchMock = stubFetch(answer);
  renderWithQueries(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { at: '/settings?tab=webhooks', seed: (client) => client.setQueryData(ME_QUERY_KEY, me) },
  );
  return fetchMock;
}

resetAfterEach();

describe('Settings > Webhooks', { timeout: 20_000 }, () => {
  it('adds an endpoint and shows its secret once; the log lists deliveries with Redeliver', async () => {
    let created = false;
    let redelivered = false;
    renderAs('admin', (url, init) => {
      if (url === '/api/webhook-endpoints' && init?.method === 'POST') {
        created = true;
        return json({ ...ENDPOINT, secret: 'whsec_the-whole-secret' }, 201);
      }
      if (url === '/api/webhook-endpoints') return json({ items: created ? [ENDPOINT] : [] });
      if (url.startsWith(`/api/webhook-endpoints/${ENDPOINT.id}/deliveries`)) return json({ items: [DELIVERY], total: 1, page: 1, pageSize: 20 });
      if (url === `/api/webhook-deliveries/${DELIVERY.id}/redeliver`) {
        redelivered = true;
        return json({ ...DELIVERY, manual: true, status: 'pending' }, 201);
      }
      return json({ items: [], total: 0, page: 1, pageSize: 50 });
    });
    expect(await screen.findByText('No webhooks yet', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: ENDPOINT.url } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    // No event chosen: said on the spot, nothing sent.
    expect(await within(dialog).findByText('Choose at least one event')).toBeTruthy();
    expect(created).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Invoice paid'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_the-whole-secret')).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_the-whole-secret')).toBeNull());

    const item = await screen.findByRole('listitem', { name: `Webhook ${ENDPOINT.url}` });
    expect(within(item).getByText(/Invoice paid · secret …Wxyz/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Deliveries' }));
    const row = (await within(item).findByText('invoice.paid')).closest('tr')!;
    expect(within(row).getByText('Delivered')).toBeTruthy();
    expect(within(row).getByText('204')).toBeTruthy();
    expect(within(row).getByText('87 ms')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: `Redeliver invoice.paid ${DELIVERY.eventId}` }));
    expect(await screen.findByText('Redelivery queued')).toBeTruthy();
    expect(redelivered).toBe(true);
  });

  it('is not offered to a manager', async () => {
    renderAs('manager', () => json({ items: [], total: 0, page: 1, pageSize: 50 }));
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });
});
