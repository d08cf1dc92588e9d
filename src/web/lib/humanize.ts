/** 'in_progress' -> 'In Progress', 'bug_fix' -> 'Bug Fix': an enum value as a label (underscores as spaces). */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
