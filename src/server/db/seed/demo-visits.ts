/**
 * The demo's client users last looked at their dashboard three days ago (decision 0110), so the first sign-in shows
 * "What changed since your last visit" with the messages, requests and files of those days.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../transaction';

export async function seedDemoVisits(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into dashboard_visits (user_id, last_seen_at, since)
    select id, now() - interval '3 days', null from users where role in ('client_primary', 'client_additional')`);
}
