CREATE TABLE "task_tallies" (
	"dimension" text NOT NULL,
	"key" uuid NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"n" integer NOT NULL,
	-- INCLUDE n: the stat cards are summed by an index-only scan (drizzle cannot declare it; the key is as in the schema).
	CONSTRAINT "task_tallies_dimension_key_status_due_date_pk" PRIMARY KEY("dimension","key","status","due_date") INCLUDE ("n"),
	CONSTRAINT "task_tallies_dimension_check" CHECK ("task_tallies"."dimension" in ('all', 'client', 'project', 'assignee', 'priority', 'type'))
);
--> statement-breakpoint
DROP INDEX "tasks_client_id_idx";--> statement-breakpoint
DROP INDEX "tasks_project_id_idx";--> statement-breakpoint
DROP INDEX "tasks_assigned_to_id_idx";--> statement-breakpoint
DROP INDEX "tasks_status_idx";--> statement-breakpoint
DROP INDEX "tasks_due_date_idx";--> statement-breakpoint
DROP INDEX "tasks_updated_at_idx";--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
CREATE INDEX "tasks_client_id_idx" ON "tasks" USING btree ("client_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_project_id_idx" ON "tasks" USING btree ("project_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_id_idx" ON "tasks" USING btree ("assigned_to_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
-- Keeps task_tallies in step with tasks (decision 0017). Statement triggers with transition tables: one write per
-- statement however many tasks it touches, the deltas summed and applied in key order, so two transactions lock
-- tally rows in the same order and cannot deadlock on them. Cascades (a client or project deleted, an assignee
-- removed) are statements on tasks too and fire these triggers.
CREATE FUNCTION task_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO task_tallies AS tt (dimension, key, status, due_date, n)
    SELECT v.dimension, v.key, c.status, coalesce(c.due_date, 'infinity'::date), sum(c.d)
    FROM (%s) c
    CROSS JOIN LATERAL (VALUES
      ('all', '00000000-0000-0000-0000-000000000000'::uuid),
      ('client', c.client_id),
      ('project', coalesce(c.project_id, '00000000-0000-0000-0000-000000000000'::uuid)),
      ('assignee', coalesce(c.assigned_to_id, '00000000-0000-0000-0000-000000000000'::uuid)),
      ('priority', md5('priority:' || c.priority)::uuid),
      ('type', md5('type:' || c.type)::uuid)
    ) v (dimension, key)
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.d) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (dimension, key, status, due_date) DO UPDATE SET n = tt.n + excluded.n
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_tallies_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER task_tallies_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER task_tallies_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION task_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_tallies_truncate AFTER TRUNCATE ON tasks FOR EACH STATEMENT EXECUTE FUNCTION task_tallies_clear();
--> statement-breakpoint
INSERT INTO task_tallies (dimension, key, status, due_date, n)
SELECT v.dimension, v.key, t.status, coalesce(t.due_date, 'infinity'::date), count(*)
FROM tasks t
CROSS JOIN LATERAL (VALUES
  ('all', '00000000-0000-0000-0000-000000000000'::uuid),
  ('client', t.client_id),
  ('project', coalesce(t.project_id, '00000000-0000-0000-0000-000000000000'::uuid)),
  ('assignee', coalesce(t.assigned_to_id, '00000000-0000-0000-0000-000000000000'::uuid)),
  ('priority', md5('priority:' || t.priority)::uuid),
  ('type', md5('type:' || t.type)::uuid)
) v (dimension, key)
GROUP BY 1, 2, 3, 4;
