import { formatMonth } from '../lib/format';
import * as common from '../lib/messages/common';

/** One column of a MonthFiguresTable: its heading, and the figure it shows for a month. */
export interface MonthFiguresColumn<M> {
  label: string;
  figure: (month: M) => string;
}

/**
 * A monthly chart's figures for screen readers (the revenue and hours charts): a row a month, a column a series. A
 * table grows to its content whatever its own width, so it is hidden inside a 1 px box that clips it; hidden itself,
 * its ~600 px width made phones scroll sideways.
 */
export function MonthFiguresTable<M extends { month: string }>({
  caption,
  months,
  columns,
}: {
  caption: string;
  months: readonly M[];
  columns: readonly MonthFiguresColumn<M>[];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{common.t('common.table.month')}</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month, { full: true })}</th>
              {columns.map((c) => (
                <td key={c.label}>{c.figure(m)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
