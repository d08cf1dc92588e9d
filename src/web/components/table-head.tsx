import { cn } from '../lib/cn';

/**
 * A column heading: its text, or the text with classes of its own (alignment, width) on top of the row's; `hidden` for a
 * heading only screen readers need (a column of row buttons).
 */
export type TableHeadColumn = string | { label: string; className?: string; hidden?: true };

export interface TableHeadProps {
  /** The headings, in order; a false or null one is left out (a column the reader may not see). */
  columns: readonly (TableHeadColumn | false | null | undefined)[];
  /** The `<thead>`'s classes: text size, colour, case and border. */
  className: string;
  /** Every heading's spacing ('px-4 py-2'), so a table in a dialog can sit tighter than one on a page. */
  cellClassName: string;
}

/** The row of column headings of a plain table (one that is not a page's main list, which DataTable draws). */
export function TableHead({ columns, className, cellClassName }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          if (!column) return null;
          const { label, className: own, hidden } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} className={cn(cellClassName, own, !hidden && 'font-medium')}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
