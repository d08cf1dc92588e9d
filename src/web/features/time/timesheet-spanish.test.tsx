/**
 * The timesheet in Spanish (Spain): the grid's words come from the catalog, its days are Spanish and start on Monday,
 * and the locale's week start (src/web/lib/week-start.ts) agrees for es-ES while en-US weeks start on Sunday.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimesheetWeek } from '@shared/schemas/timesheet';
import { activateLanguage } from '@web/lib/i18n';
import { weekStartDate, weekStartOf } from '@web/lib/week-start';
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

  it('knows where a week starts in each locale', () => {
    expect(weekStartOf('es-ES')).toBe(1);
    expect(weekStartOf('de-DE')).toBe(1);
    expect(weekStartOf('en-US')).toBe(7);
    expect(weekStartOf('es-MX')).toBe(7);
    // Thursday 5 March 2026: Spain's week began on Monday the 2nd, the United States' on Sunday the 1st.
    expect(weekStartDate('2026-03-05', 'es-ES')).toBe('2026-03-02');
    expect(weekStartDate('2026-03-05', 'en-US')).toBe('2026-03-01');
    expect(weekStartDate('2026-03-01', 'es-ES')).toBe('2026-02-23');
  });

  it('falls back to its table when the browser cannot say', () => {
    const spy = vi.spyOn(Intl, 'Locale').mockImplementation(() => {
      throw new Error('no Intl.Locale');
    });
    try {
      expect(weekStartOf('es-ES')).toBe(1);
      expect(weekStartOf('es-MX')).toBe(7);
      expect(weekStartOf('de-DE')).toBe(1);
      expect(weekStartOf('en-US')).toBe(7);
    } finally {
      spy.mockRestore();
    }
  });
});
