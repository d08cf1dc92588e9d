import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteSignatureNote } from './quote-signature-note';

const SIGNED = {
  status: 'accepted' as const,
  signature: {
    signerName: 'Pat Primary',
    signedBy: { id: 'u1', name: 'Rebecca Holloway' },
    signedAt: '2026-11-20T10:00:00Z',
    version: 2,
    documentSha256: 'a'.repeat(64),
  },
  project: { id: 'p1', name: 'Website redesign' },
};

const show = (quote: Parameters<typeof QuoteSignatureNote>[0]['quote']) =>
  render(
    <MemoryRouter>
      <QuoteSignatureNote quote={quote} />
    </MemoryRouter>,
  );

describe('who signed a quote, on the staff quote screen', () => {
  afterEach(cleanup);

  it('names the signer, the account, the time and links the project', () => {
    show(SIGNED);
    expect(screen.getByText(/^Accepted and signed by Pat Primary \(signed in as Rebecca Holloway\) on /)).toBeTruthy();
    expect(screen.getByText(/^Version 2, document fingerprint/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Website redesign' }).getAttribute('href')).toBe('/projects/p1');
  });

  it('says when no project was made yet, and shows nothing for a quote not accepted', () => {
    show({ ...SIGNED, project: null });
    expect(screen.getByText('Not turned into a project yet.')).toBeTruthy();
    cleanup();
    const { container } = show({ ...SIGNED, status: 'sent' as const, signature: null });
    expect(container.textContent).toBe('');
  });
});
