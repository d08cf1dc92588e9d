import { describe, expect, it } from 'vitest';
import { quoteNextStep } from './quote-next-step';

const base = {
  status: 'accepted' as const,
  project: null,
  depositInvoice: null,
  depositMinor: 50_000,
  agency: { legalName: 'Northwind Studio' },
};

describe('quoteNextStep', () => {
  it('tells a client who just signed that the agency sets up the project and deposit, and that they will be notified', () => {
    expect(quoteNextStep(base as never)).toBe(
      "What happens next: Northwind Studio will set up your project and send the deposit invoice. You'll be notified in the portal and by e-mail when each is ready.",
    );
    expect(quoteNextStep({ ...base, depositMinor: 0 } as never)).toMatch(/will set up your project\. You'll be notified/);
  });

  it('waits for the deposit alone once the project exists, and says nothing once both exist or before signing', () => {
    const project = { id: 'p', name: 'Loyalty app' };
    expect(quoteNextStep({ ...base, project } as never)).toMatch(/will send the deposit invoice/);
    expect(quoteNextStep({ ...base, project, depositInvoice: { id: 'i', number: 'INV-1', amountMinor: 50_000 } } as never)).toBeNull();
    expect(quoteNextStep({ ...base, project, depositMinor: 0 } as never)).toBeNull();
    expect(quoteNextStep({ ...base, status: 'viewed' } as never)).toBeNull();
  });
});
