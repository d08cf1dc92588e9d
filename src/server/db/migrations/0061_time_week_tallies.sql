CREATE TABLE "time_week_tallies" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"billable_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "time_week_tallies_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "time_week_tallies" ADD CONSTRAINT "time_week_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_week_tallies_week_idx" ON "time_week_tallies" USING btree ("week","user_id");--> statement-breakpoint
-- Keeps time_week_tallies in step with time_entries, as time_task_tallies is kept (migration 0026): statement triggers
-- with transition tables, deltas applied in key order. A running timer (minutes null) counts nothing until stopped.
-- A person being removed is skipped: their rows go by the foreign key's cascade, and their entries' SET NULL (an
-- update this trigger sees) would otherwise write their time back as negative rows.
CREATE FUNCTION time_week_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.user_id, t.work_date, t.minutes, t.billable, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.user_id, t.work_date, t.minutes, t.billable, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.user_id, t.work_date, t.minutes, t.billable, -1 AS d FROM old_rows t UNION ALL SELECT t.user_id, t.work_date, t.minutes, t.billable, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO time_week_tallies AS tw (user_id, week, entries, minutes, billable_minutes)
    SELECT c.user_id, date_trunc('week', c.work_date)::date, sum(c.d), sum(c.d * c.minutes),
      coalesce(sum(c.d * c.minutes) FILTER (WHERE c.billable), 0)
    FROM (%s) c
    WHERE c.minutes IS NOT NULL AND c.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
    GROUP BY 1, 2
    HAVING sum(c.d) <> 0 OR sum(c.d * c.minutes) <> 0 OR coalesce(sum(c.d * c.minutes) FILTER (WHERE c.billable), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT (user_id, week) DO UPDATE SET entries = tw.entries + excluded.entries, minutes = tw.minutes + excluded.minutes,
      billable_minutes = tw.billable_minutes + excluded.billable_minutes
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_week_tallies_insert AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_week_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_week_tallies_update AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_week_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_week_tallies_delete AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_week_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION time_week_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM time_week_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_week_tallies_truncate AFTER TRUNCATE ON time_entries FOR EACH STATEMENT EXECUTE FUNCTION time_week_tallies_clear();
--> statement-breakpoint
-- An upgrade keeps every figure: the tally starts from the entries already there.
INSERT INTO time_week_tallies (user_id, week, entries, minutes, billable_minutes)
SELECT e.user_id, date_trunc('week', e.work_date)::date, count(*), sum(e.minutes), coalesce(sum(e.minutes) FILTER (WHERE e.billable), 0)
FROM time_entries e WHERE e.minutes IS NOT NULL AND e.user_id IS NOT NULL GROUP BY 1, 2;
