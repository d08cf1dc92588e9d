import { fireEvent, render, screen } from '@testing-library/react';
import { ListChecks, Receipt } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../components/pagination';
import { StatusBadge } from '../../components/status-badge';
import { activateLanguage, msg } from '../../lib/i18n';
import { resetAfterEach } from '../../test/render';
import { DesktopSidebar } from './desktop-sidebar';

const items = [
  { label: msg('shell.nav.tasks'), to: '/tasks', icon: ListChecks },
  { label: msg('shell.nav.invoices'), to: '/invoices', icon: Receipt },
];

describe('the shell in German', () => {
  resetAfterEach();
  afterEach(() => activateLanguage('en', { audience: 'staff' }));

  it('names the sidebar items and its button in German', async () => {
    await activateLanguage('de', { audience: 'staff' });
    render(
      <MemoryRouter initialEntries={['/tasks']}>
        <DesktopSidebar items={items} collapsed={false} onToggle={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Aufgaben' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Rechnungen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seitenleiste einklappen' })).toBeTruthy();
  });

  it('pages in German, with the numbers written the German way', async () => {
    await activateLanguage('de', { audience: 'staff' });
    const onPageChange = vi.fn();
    render(<Pagination page={1200} pageCount={1500} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeTruthy();
    expect(screen.getByText('Seite 1.200 von 1.500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onPageChange).toHaveBeenCalledWith(1201);
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
  });

  it('shows status labels from the catalog', async () => {
    render(<StatusBadge kind="invoice" status="open" />);
    expect(screen.getByText('Unpaid')).toBeTruthy();
    await activateLanguage('de', { audience: 'staff' });
    render(<StatusBadge kind="invoice" status="partially_paid" />);
    expect(screen.getByText('Teilweise bezahlt')).toBeTruthy();
  });
});
