/** Which client requests a caller sees, as SQL (docs/architecture.md, convention 4). */
import { eq, sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '@shared/permissions';
import { assignedProjectIds } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import { clientRequests } from '../../db/schema';

/** undefined: every request (managers). Staff on a project see its requests; client users their company's. */
export function requestScope(user: CurrentUser): SQL | undefined {
  switch (scopeOf(user.role, 'requests.view')) {
    case 'all':
      return undefined;
    case 'assigned':
      return sql`${clientRequests.projectId} = any(${assignedProjectIds(user)})`;
    case 'company':
      return user.clientId ? eq(clientRequests.clientId, user.clientId) : sql`false`;
    default:
      return sql`false`;
  }
}
