CREATE TABLE "time_task_tallies" (
	"project_id" uuid NOT NULL,
	"task_key" uuid NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "time_task_tallies_project_id_task_key_pk" PRIMARY KEY("project_id","task_key")
);
--> statement-breakpoint
ALTER TABLE "time_task_tallies" ADD CONSTRAINT "time_task_tallies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps time_task_tallies in step with time_entries, as time_tallies is kept (migration 0020): statement triggers with
-- transition tables, deltas applied in key order. A deleted task's entries move to the nil key (the foreign key's SET
-- NULL is an update, so this trigger sees it). Rows of a project being deleted are skipped (its rows go by cascade).
CREATE FUNCTION time_task_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.project_id, t.task_id, t.minutes, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.project_id, t.task_id, t.minutes, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.project_id, t.task_id, t.minutes, -1 AS d FROM old_rows t UNION ALL SELECT t.project_id, t.task_id, t.minutes, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO time_task_tallies AS tt (project_id, task_key, entries, minutes)
    SELECT c.project_id, coalesce(c.task_id, '00000000-0000-0000-0000-000000000000'::uuid), sum(c.d), sum(c.d * c.minutes)
    FROM (%s) c
    WHERE c.minutes IS NOT NULL AND EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)
    GROUP BY 1, 2
    HAVING sum(c.d) <> 0 OR sum(c.d * c.minutes) <> 0
    ORDER BY 1, 2
    ON CONFLICT (project_id, task_key) DO UPDATE SET entries = tt.entries + excluded.entries, minutes = tt.minutes + excluded.minutes
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_task_tallies_insert AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_task_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_task_tallies_update AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_task_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_task_tallies_delete AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_task_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION time_task_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM time_task_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_task_tallies_truncate AFTER TRUNCATE ON time_entries FOR EACH STATEMENT EXECUTE FUNCTION time_task_tallies_clear();
--> statement-breakpoint
-- An upgrade keeps every figure: the tally starts from the entries already there.
INSERT INTO time_task_tallies (project_id, task_key, entries, minutes)
SELECT project_id, coalesce(task_id, '00000000-0000-0000-0000-000000000000'::uuid), count(*), sum(minutes)
FROM time_entries WHERE minutes IS NOT NULL GROUP BY 1, 2;
