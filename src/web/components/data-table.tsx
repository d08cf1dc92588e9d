import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import * as common from '../lib/messages/common';

/** A column heading; `right` for numbers and row actions; `hidden` for a heading only screen readers need (row buttons). */
export type DataTableColumn = string | { label: string; right: true } | { label: string; hidden: true };

/** The Actions column, right-aligned over the row's buttons. */
export const ACTIONS_COLUMN: DataTableColumn = { label: 'Actions', right: true };

/** An Actions column whose heading only screen readers hear: the buttons name themselves. */
export const HIDDEN_ACTIONS_COLUMN: DataTableColumn = { label: 'Actions', hidden: true };

export interface DataTableProps {
  /** What the table lists, for screen readers ('Projects. Select a row to open the project.'). */
  caption: string;
  /** The headings, in order; a false or null one is left out (a column the reader may not see). */
  columns: readonly (DataTableColumn | false | null | undefined)[];
  /** The table's least width ('min-w-[48rem]'): narrower screens scroll it sideways. */
  className: string;
  /** Hidden below md, where the screen shows the list as cards instead. */
  wideOnly?: boolean;
  /** Tighter headings, for a table inside a card's section rather than a page's main list. */
  dense?: boolean;
  /**
   * A table of figures with nothing to focus in its rows: its scroll box takes the keyboard focus itself (named by the
   * caption), so a keyboard can scroll it sideways on a narrow screen.
   */
  focusable?: boolean;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

const th = 'text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/**
 * A heading with a word longer than ten letters (a German compound, a long Spanish word) may break inside it, so the
 * column is as wide as its cells need rather than as that word; a shorter word ("Rechnung") never breaks.
 */
export const breakableHeading = (label: string) => (label.split(/\s+/).some((word) => [...word].length > 10) ? 'wrap-anywhere' : undefined);

/** A column's heading; the shared Actions columns in the active language. */
function labelOf(column: Exclude<DataTableColumn, string>): string {
  return column === ACTIONS_COLUMN || column === HIDDEN_ACTIONS_COLUMN ? common.t('common.table.actions') : column.label;
}

/** A list as a table: a caption for screen readers, a row of column headings, the rows. */
export function DataTable({ caption, columns, className, wideOnly = false, dense = false, focusable = false, children }: DataTableProps) {
  const cell = cn(th, dense ? 'px-3 py-2' : 'px-4 py-3');
  const scroll = focusable ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {};
  return (
    <div className={wideOnly ? 'hidden overflow-x-auto md:block' : 'overflow-x-auto'} {...scroll}>
      <table className={cn('w-full border-collapse text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60">
            {columns.map((column) => {
              if (!column) return null;
              if (typeof column === 'string') {
                return (
                  <th key={column} scope="col" className={cn(cell, breakableHeading(column))}>
                    {column}
                  </th>
                );
              }
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={cn(cell, 'right' in column && 'text-right', breakableHeading(labelOf(column)))}
                >
                  {'hidden' in column ? <span className="sr-only">{labelOf(column)}</span> : labelOf(column)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
