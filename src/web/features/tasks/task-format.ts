/** How a task reads on screen: type labels (underscores as spaces) and names (statuses: shared/status-display.ts). */

/** 'in_progress' -> 'In Progress', 'bug_fix' -> 'Bug Fix'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || null;
}
