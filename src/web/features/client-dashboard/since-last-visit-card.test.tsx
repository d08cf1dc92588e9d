import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SinceLastVisit } from '@shared/schemas/client-dashboard';
import { json, renderWithQueries, resetAfterEach, stubFetch } from '../../test/render';
import { SinceLastVisitCard } from './since-last-visit-card';

function renderCard(answer: SinceLastVisit) {
  stubFetch(() => json(answer));
  renderWithQueries(<SinceLastVisitCard />, { at: '/client-dashboard' });
}

describe('SinceLastVisitCard', () => {
  resetAfterEach();

  it('lists each kind with its count and links each item to the thing; empty kinds are left out', async () => {
    renderCard({
      since: '2026-11-26T09:00:00Z',
      groups: [
        {
          kind: 'messages',
          count: 7,
          items: [{ id: 'a', label: 'Message from Max Ray on request #12 Dark mode', link: '/requests/r1', at: '2026-11-27T09:00:00Z' }],
        },
        { kind: 'approvals', count: 0, items: [] },
        {
          kind: 'invoices',
          count: 1,
          items: [{ id: 'i', label: 'Invoice INV-0042 was issued', link: '/client-billing', at: '2026-11-27T10:00:00Z' }],
        },
      ],
    });
    expect(await screen.findByText('7 new messages')).toBeTruthy();
    expect(screen.getByText('and 6 more')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message from Max Ray on request #12 Dark mode' }).getAttribute('href')).toBe('/requests/r1');
    expect(screen.getByText('1 invoice issued')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice INV-0042 was issued' }).getAttribute('href')).toBe('/client-billing');
    expect(screen.queryByText(/approvals? waiting/)).toBeNull();
    expect(screen.getByText(/^Since your last visit on /)).toBeTruthy();
  });

  it('says so on the first visit', async () => {
    renderCard({ since: null, groups: [] });
    expect(await screen.findByText(/From your next visit, this card lists what changed/)).toBeTruthy();
  });

  it('says when nothing changed since the last visit', async () => {
    renderCard({ since: '2026-11-26T09:00:00Z', groups: [{ kind: 'messages', count: 0, items: [] }] });
    expect(await screen.findByText('Nothing new since then.')).toBeTruthy();
  });
});
