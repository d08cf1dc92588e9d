/**
 * The tasks a client's users are shown (docs/decisions/0103-what-the-client-sees.md), as plain SQL on a tasks alias:
 * visible to the client, on a project that shares its tasks. Tests that act as a client user pick their task with it,
 * since which seeded task comes first differs between databases.
 */
import { sql } from 'drizzle-orm';

export const shownToClient = (alias = 'tasks') =>
  sql.raw(`(${alias}.client_visible and coalesce((select sp.client_sees_tasks from projects sp where sp.id = ${alias}.project_id), true))`);
