-- 'overdue' is no longer a stored status but a marker computed from the due date (decision 0025). A task stored as
-- 'overdue' was one someone was expected to be working on and that slipped: it becomes 'in_progress', so it stays in
-- the open work, on the board's In Progress column, and keeps its red Overdue marker when its due date has passed.
-- The statement trigger moves its task_tallies counts along; emptied 'overdue' tally rows are removed.
UPDATE "tasks" SET "status" = 'in_progress' WHERE "status" = 'overdue';--> statement-breakpoint
DELETE FROM "task_tallies" WHERE "status" = 'overdue' AND "n" = 0;--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_status_check";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in_progress', 'completed'));
