/** How a task reads on screen: type labels (underscores as spaces) and names (statuses: shared/status-display.ts). */

export { humanize } from '../../lib/humanize';

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || null;
}
