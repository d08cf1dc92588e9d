/**
 * Whether a task reaches the client's users (docs/decisions/0103-what-the-client-sees.md): its own switch, and its
 * project sharing tasks. The writes ask it to decide who hears of a change: a task kept from the client, its comments,
 * files and time are published to staff only.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './transaction';

export async function taskShownToClients(db: DbOrTx, taskId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select t.client_visible and coalesce(p.client_sees_tasks, true) as shown
          from tasks t left join projects p on p.id = t.project_id where t.id = ${taskId}`,
  )) as unknown as { rows: { shown: boolean }[] };
  return result.rows[0]?.shown ?? false;
}
