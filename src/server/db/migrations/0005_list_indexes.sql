CREATE TABLE "list_tallies" (
	"list" text NOT NULL,
	"key" uuid NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	-- INCLUDE n: a slice is summed by an index-only scan (drizzle cannot declare it; the key is as in the schema).
	CONSTRAINT "list_tallies_list_key_value_pk" PRIMARY KEY("list","key","value") INCLUDE ("n"),
	CONSTRAINT "list_tallies_list_check" CHECK ("list_tallies"."list" in ('communications', 'projects', 'leads'))
);
--> statement-breakpoint
CREATE INDEX "projects_status_completion_idx" ON "projects" USING btree ("status","completion_percentage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Trigram indexes for the searches' ILIKE '%…%'. PostgreSQL ships pg_trgm in contrib and the app's embedded database
-- loads it (db/client.ts); a PGlite created without it (an in-memory test database) has no such extension available
-- and keeps searching by scanning, with the same results.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);
    CREATE INDEX "clients_contact_person_trgm_idx" ON "clients" USING gin ("contact_person" gin_trgm_ops);
    CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);
    CREATE INDEX "contact_submissions_first_name_trgm_idx" ON "contact_submissions" USING gin ("first_name" gin_trgm_ops);
    CREATE INDEX "contact_submissions_last_name_trgm_idx" ON "contact_submissions" USING gin ("last_name" gin_trgm_ops);
    CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);
    CREATE INDEX "contact_submissions_company_trgm_idx" ON "contact_submissions" USING gin ("company" gin_trgm_ops);
    CREATE INDEX "contact_submissions_description_trgm_idx" ON "contact_submissions" USING gin ("description" gin_trgm_ops);
    CREATE INDEX "contact_submissions_full_name_trgm_idx" ON "contact_submissions" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
    CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);
    CREATE INDEX "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- Keeps list_tallies in step with communications (by client and type), projects (by client and status) and leads (by
-- status), as task_tallies_apply does for tasks (decision 0017): one upsert per statement, deltas summed and applied
-- in key order so two transactions lock tally rows in the same order. Arguments: the list, the client column (or
-- '': the whole-agency slice only) and the counted column.
CREATE FUNCTION list_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := coalesce(quote_ident(nullif(TG_ARGV[1], '')), 'NULL::uuid');
  value_column text := quote_ident(TG_ARGV[2]);
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_tallies WHERE list_tallies.list = TG_ARGV[0];
    RETURN NULL;
  END IF;
  changed := format(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$s AS k, %2$s AS v, 1 AS d FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$s AS k, %2$s AS v, -1 AS d FROM old_rows'
    ELSE 'SELECT %1$s AS k, %2$s AS v, -1 AS d FROM old_rows UNION ALL SELECT %1$s, %2$s, 1 FROM new_rows'
  END, key_column, value_column);
  EXECUTE format($q$
    INSERT INTO list_tallies AS lt (list, key, value, n)
    SELECT %L, s.key, c.v, sum(c.d)
    FROM (%s) c
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (c.k)) s (key)
    WHERE s.key IS NOT NULL
    GROUP BY 2, 3
    HAVING sum(c.d) <> 0
    ORDER BY 2, 3
    ON CONFLICT (list, key, value) DO UPDATE SET n = lt.n + excluded.n
  $q$, TG_ARGV[0], changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_tallies_insert AFTER INSERT ON communications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('communications', 'client_id', 'type');
--> statement-breakpoint
CREATE TRIGGER list_tallies_update AFTER UPDATE ON communications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('communications', 'client_id', 'type');
--> statement-breakpoint
CREATE TRIGGER list_tallies_delete AFTER DELETE ON communications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('communications', 'client_id', 'type');
--> statement-breakpoint
CREATE TRIGGER list_tallies_truncate AFTER TRUNCATE ON communications
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('communications', 'client_id', 'type');
--> statement-breakpoint
CREATE TRIGGER list_tallies_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('projects', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('projects', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('projects', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_truncate AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('projects', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_insert AFTER INSERT ON contact_submissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('leads', '', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_update AFTER UPDATE ON contact_submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('leads', '', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_delete AFTER DELETE ON contact_submissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('leads', '', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_truncate AFTER TRUNCATE ON contact_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('leads', '', 'status');
--> statement-breakpoint
INSERT INTO list_tallies (list, key, value, n)
SELECT 'communications', s.key, c.type, count(*)
FROM communications c CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (c.client_id)) s (key)
GROUP BY 2, 3
UNION ALL
SELECT 'projects', s.key, p.status, count(*)
FROM projects p CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (p.client_id)) s (key)
GROUP BY 2, 3
UNION ALL
SELECT 'leads', '00000000-0000-0000-0000-000000000000'::uuid, l.status, count(*)
FROM contact_submissions l
GROUP BY 3;
