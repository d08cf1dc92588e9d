import { describe, expect, it } from 'vitest';
import type { Lead } from '@shared/schemas/leads';
import { newerLead, replyMailto } from './lead-format';

const lead = (updatedAt: string, status: Lead['status'] = 'new'): Lead => ({
  id: 'l1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  company: 'Engines',
  projectType: 'saas',
  description: 'Hi',
  status,
  clientId: null,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt,
  can: { edit: true, delete: true, convert: true },
});

describe('lead format', () => {
  it('replies with the agency subject line', () => {
    expect(replyMailto('ada@example.test')).toBe('mailto:ada@example.test?subject=Re%3A%20your%20enquiry%20to%20Northwind%20Studio');
  });

  it('shows the newer of the list copy and the copy a change returned', () => {
    const saved = lead('2026-01-02T10:00:00Z', 'contacted');
    expect(newerLead(lead('2026-01-01T10:00:00Z', 'new'), saved)).toBe(saved);
    const refetched = lead('2026-01-02T10:00:00Z', 'contacted');
    expect(newerLead(refetched, saved)).toBe(refetched);
    expect(newerLead(undefined, saved)).toBe(saved);
  });
});
