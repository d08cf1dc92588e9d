import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@shared/schemas/webhooks';
import { json, resetAfterEach } from '../../../test/render';
import { renderSettingsAs } from '../settings-test-render';

const ENDPOINT: WebhookEndpointDto = {
  id: '7a1c0d3e-1111-4a2b-9c3d-0123456789ab',
  url: 'https://hooks.example.com/portal',
  description: 'Accounting',
  events: ['invoice.paid'],
  active: true,
  disabledAt: null,
  disabledReason: null,
  failingSince: null,
  secretHint: '…Wxyz',
  createdAt: '2026-11-20T09:30:00.000Z',
};
const DELIVERY: WebhookDeliveryDto = {
  id: '7a1c0d3e-2222-4a2b-9c3d-0123456789ab',
  eventId: '7a1c0d3e-3333-4a2b-9c3d-0123456789ab',
  eventType: 'invoice.paid',
  status: 'delivered',
  attempts: 2,
  responseStatus: 204,
  durationMs: 87,
  error: null,
  manual: false,
  nextTryAt: null,
  lastTriedAt: '2026-11-20T09:31:00.000Z',
  deliveredAt: '2026-11-20T09:31:00.000Z',
  createdAt: '2026-11-20T09:30:00.000Z',
  responseBody: '{"received":true}',
  payload: {
    id: '7a1c0d3e-3333-4a2b-9c3d-0123456789ab',
    type: 'invoice.paid',
    createdAt: '2026-11-20T09:30:00.000Z',
    data: { invoiceNumber: 'INV-0042' },
  },
};

resetAfterEach();

describe('Settings > Webhooks', { timeout: 20_000 }, () => {
  it('adds an endpoint and shows its secret once; the log lists deliveries with Redeliver', async () => {
    let created = false;
    let redelivered = false;
    const asked: string[] = [];
    renderSettingsAs('admin', 'webhooks', (url, init) => {
      if (url === '/api/webhook-endpoints' && init?.method === 'POST') {
        created = true;
        return json({ ...ENDPOINT, secret: 'whsec_the-whole-secret' }, 201);
      }
      if (url === '/api/webhook-endpoints') return json({ items: created ? [ENDPOINT] : [] });
      if (url.startsWith(`/api/webhook-endpoints/${ENDPOINT.id}/deliveries`)) {
        asked.push(url);
        return json(
          url.includes('status=failed')
            ? { items: [], total: 0, page: 1, pageSize: 20 }
            : { items: [DELIVERY], total: 1, page: 1, pageSize: 20 },
        );
      }
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
    // Its details: the payload sent and the start of the answer.
    fireEvent.click(within(row).getByRole('button', { name: `Details of invoice.paid ${DELIVERY.eventId}` }));
    const payload = await within(item).findByRole('region', { name: 'Payload sent' });
    expect(payload.textContent).toContain('"invoiceNumber": "INV-0042"');
    expect(within(item).getByRole('region', { name: 'Response 204' }).textContent).toContain('{"received":true}');
    // Filters go to the server and start again at page 1.
    fireEvent.change(within(item).getByLabelText('Outcome'), { target: { value: 'failed' } });
    fireEvent.change(within(item).getByLabelText('Event'), { target: { value: 'invoice.paid' } });
    await waitFor(() =>
      expect(asked.some((u) => u.includes('status=failed') && u.includes('eventType=invoice.paid') && u.includes('page=1'))).toBe(true),
    );
    expect(await within(item).findByText('No deliveries match these filters.')).toBeTruthy();
    fireEvent.change(within(item).getByLabelText('Outcome'), { target: { value: '' } });
    const again = (await within(item).findByText('invoice.paid')).closest('tr')!;
    fireEvent.click(within(again).getByRole('button', { name: `Redeliver invoice.paid ${DELIVERY.eventId}` }));
    expect(await screen.findByText('Redelivery queued')).toBeTruthy();
    expect(redelivered).toBe(true);
  });

  it('is not offered to a manager', async () => {
    renderSettingsAs('manager', 'webhooks', () => json({ items: [], total: 0, page: 1, pageSize: 50 }));
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });
});
