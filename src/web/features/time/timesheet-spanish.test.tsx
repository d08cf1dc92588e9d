/**
 * The timesheet in Spanish (Spain): the grid's words come from the catalog, its days are Spanish and start on Monday,
 * as a timesheet week does in every locale (decision 0133).
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimesheetWeek } from '@shared/schemas/timesheet';
import { activateLanguage } from '@web/lib/i18n';
import { resetAfterEach } from '../../test/render';
import { TimesheetGrid } from './timesheet-grid';

resetAfterEach();
afterEach(async () => {
  await activateLanguage('en', { audience: 'staff' });
});

const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const week: TimesheetWeek = {
  person: { id: 'u1', firstName: 'Ana', lastName: 'López' },
  weekStart: days[0]!,
  days,
  rows: [
    {
      task: { id: 't1', name: 'Revisión del diseño' },
      project: { id: 'p1', name: 'Web' },
      client: { id: 'c1', name: 'Acme' },
      cells: days.map((date, i) => ({ date, minutes: i === 0 ? 90 : 0, timedMinutes: 0, editable: true })),
      totalMinutes: 90,
    },
  ],
  dayTotals: [90, 0, 0, 0, 0, 0, 0],
  totalMinutes: 90,
  status: null,
  note: null,
  newRowsEditable: true,
  can: { submit: true, decide: false },
};

describe('the timesheet in Spanish', () => {
  it('says its words in Spanish, with Spanish days starting on Monday', async () => {
    await activateLanguage('es', { audience: 'staff', locale: 'es-ES' });
    render(<TimesheetGrid week={week} pinned={[]} save={vi.fn(() => Promise.resolve())} />);

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Tarea' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Total del día' })).toBeTruthy();
    expect(table.querySelector('caption')?.textContent).toContain('Horas por tarea y día');

    // The first day column is Monday, written as Spain writes it; its full name labels the cell for screen readers.
    const dayHeaders = within(table).getAllByRole('columnheader').slice(1, 8);
    expect(dayHeaders[0]!.textContent).toMatch(/^lun/);
    expect(dayHeaders[6]!.textContent).toMatch(/^dom/);
    expect(screen.getByLabelText(/^Revisión del diseño, lunes, 2 de marzo$/)).toBeTruthy();
  });
});
