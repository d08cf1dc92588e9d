ALTER TABLE "list_tallies" DROP CONSTRAINT "list_tallies_list_check";--> statement-breakpoint
ALTER TABLE "list_tallies" ADD CONSTRAINT "list_tallies_list_check" CHECK ("list_tallies"."list" in ('communications', 'projects', 'leads', 'requests'));--> statement-breakpoint
-- Client requests by client and status, kept like the other lists' tallies (migration 0005's list_tallies_apply): the
-- requests list's stat cards and total for a manager read a few rows instead of counting every request (decision 0064).
CREATE TRIGGER list_tallies_insert AFTER INSERT ON client_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('requests', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_update AFTER UPDATE ON client_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('requests', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_delete AFTER DELETE ON client_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('requests', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_truncate AFTER TRUNCATE ON client_requests
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('requests', 'client_id', 'status');
--> statement-breakpoint
INSERT INTO list_tallies (list, key, value, n)
SELECT 'requests', s.key, r.status, count(*)
FROM client_requests r CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (r.client_id)) s (key)
GROUP BY 2, 3;
