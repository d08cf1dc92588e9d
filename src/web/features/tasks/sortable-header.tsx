import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDir, TaskSort } from './task-list-options';

interface SortableHeaderProps {
  label: string;
  sort: TaskSort;
  current: { sort: TaskSort; dir: SortDir } | undefined;
  onSort: ((sort: TaskSort) => void) | undefined;
  className: string;
}

/** A column header that sorts the list on the server; plain text when the list is not sortable. */
export function SortableHeader({ label, sort, current, onSort, className }: SortableHeaderProps) {
  if (!onSort || !current) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const active = current.sort === sort;
  const Icon = !active ? ArrowUpDown : current.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={className} aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground"
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </th>
  );
}
