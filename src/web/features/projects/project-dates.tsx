import { formatDateRange } from './project-format';
import { formatDate } from '../../lib/format';

/** Start – end, allowed to wrap between the two dates but never inside one; "From <date>" wraps as a sentence does. */
export function ProjectDates({ start, end }: { start: string | null; end: string | null }) {
  if (!start || !end) return <span>{formatDateRange(start, end)}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{formatDate(start)} –</span> <span className="whitespace-nowrap">{formatDate(end)}</span>
    </span>
  );
}
