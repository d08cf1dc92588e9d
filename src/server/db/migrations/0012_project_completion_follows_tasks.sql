ALTER TABLE "projects" ADD COLUMN "completion_override" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_completion_override_check" CHECK ("projects"."completion_override" is null or "projects"."completion_override" between 0 and 100);--> statement-breakpoint
-- A project's completion follows its tasks unless a manager set it by hand (decision 0027): completion_override is
-- what was set, completion_percentage what every screen shows and sorts by (the dashboard reads it off an index).
-- The database keeps it, like task_tallies: a task written by SQL outside the app still moves its project.
CREATE FUNCTION project_completion_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.completion_override IS NOT NULL THEN
    NEW.completion_percentage := NEW.completion_override;
  ELSE
    -- The milestones' rule: rounded percent of the tasks completed, 0 without tasks. A fresh snapshot per statement
    -- (read committed), taken after this row's lock, so concurrent task writes on one project cannot lose a count.
    SELECT coalesce(round(100.0 * count(*) FILTER (WHERE t.status = 'completed') / nullif(count(*), 0))::integer, 0)
      INTO NEW.completion_percentage
      FROM tasks t
      WHERE t.project_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_completion BEFORE INSERT OR UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION project_completion_apply();
--> statement-breakpoint
-- Tasks that come, go, move between projects or change to or from completed: their projects are recomputed (by the
-- trigger above), locked in id order so two writers cannot deadlock on them. Other task edits touch no project.
CREATE FUNCTION projects_follow_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN $q$SELECT project_id FROM new_rows$q$
    WHEN 'DELETE' THEN $q$SELECT project_id FROM old_rows$q$
    ELSE $q$SELECT unnest(array[o.project_id, n.project_id]) AS project_id FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.project_id IS DISTINCT FROM n.project_id
               OR (o.status = 'completed') IS DISTINCT FROM (n.status = 'completed')$q$
  END;
  ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT c.project_id ORDER BY c.project_id) FROM (%s) c WHERE c.project_id IS NOT NULL', changed)
    INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM projects WHERE id = ANY (ids) AND completion_override IS NULL ORDER BY id FOR UPDATE;
  UPDATE projects SET completion_percentage = completion_percentage WHERE id = ANY (ids) AND completion_override IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_follow_tasks_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_follow_tasks();
--> statement-breakpoint
CREATE TRIGGER projects_follow_tasks_update AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_follow_tasks();
--> statement-breakpoint
CREATE TRIGGER projects_follow_tasks_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION projects_follow_tasks();
--> statement-breakpoint
CREATE FUNCTION projects_follow_tasks_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET completion_percentage = completion_percentage WHERE completion_override IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_follow_tasks_truncate AFTER TRUNCATE ON tasks FOR EACH STATEMENT EXECUTE FUNCTION projects_follow_tasks_truncated();
--> statement-breakpoint
-- Existing projects: one without tasks keeps the figure typed for it, now marked as set by hand; every other project
-- follows its tasks from now on.
UPDATE projects p SET completion_override = p.completion_percentage
  WHERE p.completion_percentage <> 0 AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.project_id = p.id);
--> statement-breakpoint
UPDATE projects SET completion_percentage = completion_percentage WHERE completion_override IS NULL;
--> statement-breakpoint
-- Decision 0026: a task's assignee is on its project's team. Tasks assigned before that rule get their assignee added
-- (staff only; the project's manager is on it already).
INSERT INTO project_assignments (project_id, profile_id, role)
SELECT DISTINCT t.project_id, t.assigned_to_id,
       CASE WHEN u.role IN ('developer', 'designer', 'manager', 'support') THEN u.role ELSE 'developer' END
FROM tasks t
JOIN users u ON u.id = t.assigned_to_id
JOIN projects p ON p.id = t.project_id
WHERE u.role IN ('super_admin', 'admin', 'manager', 'developer', 'designer', 'support')
  AND p.project_manager_id IS DISTINCT FROM t.assigned_to_id
ON CONFLICT (project_id, profile_id) DO NOTHING;
