import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Currency } from '@shared/enums';
import type { RevenueChartSeries } from '@shared/schemas/dashboard';
import { RevenueChartCard } from './revenue-chart-card';

const series = (currencies: Currency[]): RevenueChartSeries[] =>
  currencies.map((currency) => ({
    currency,
    months: [{ month: '2026-11', expectedMinor: 100_00, invoicedMinor: 80_00, paidMinor: 50_00 }],
  }));

afterEach(cleanup);

describe("the revenue chart's currencies", () => {
  it('offers two or three as buttons', () => {
    render(<RevenueChartCard series={series(['USD', 'EUR'])} />);
    fireEvent.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByText('Revenue: Expected vs Invoiced vs Paid (EUR)')).toBeTruthy();
  });

  it('offers more as a menu, which fits a phone', () => {
    render(<RevenueChartCard series={series(['USD', 'AUD', 'CAD', 'GBP'])} />);
    expect(screen.queryByRole('button', { name: 'AUD' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });
    expect(screen.getByText('Revenue: Expected vs Invoiced vs Paid (GBP)')).toBeTruthy();
  });
});
