import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A column heading; `right` for numbers and row actions. */
export type DataTableColumn = string | { label: string; right: true };

/** The Actions column, right-aligned over the row's buttons. */
export const ACTIONS_COLUMN: DataTableColumn = { label: 'Actions', right: true };

export interface DataTableProps {
  /** What the table lists, for screen readers ('Projects. Select a row to open the project.'). */
  caption: string;
  /** The headings, in order; a false or null one is left out (a column the reader may not see). */
  columns: readonly (DataTableColumn | false | null | undefined)[];
  /** The table's least width ('min-w-[48rem]'): narrower screens scroll it sideways. */
  className: string;
  /** Hidden below md, where the screen shows the list as cards instead. */
  wideOnly?: boolean;
  /** The rows (`<tr>`s). */
  children: ReactNode;
}

const th = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** A list as a table: a caption for screen readers, a row of column headings, the rows. */
export function DataTable({ caption, columns, className, wideOnly = false, children }: DataTableProps) {
  return (
    <div className={wideOnly ? 'hidden overflow-x-auto md:block' : 'overflow-x-auto'}>
      <table className={cn('w-full border-collapse text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60">
            {columns.map((column) => {
              if (!column) return null;
              const label = typeof column === 'string' ? column : column.label;
              return (
                <th key={label} scope="col" className={typeof column === 'string' ? th : cn(th, 'text-right')}>
                  {label}
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
