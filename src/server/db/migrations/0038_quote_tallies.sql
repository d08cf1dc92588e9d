ALTER TABLE "list_tallies" DROP CONSTRAINT "list_tallies_list_check";--> statement-breakpoint
ALTER TABLE "list_tallies" ADD CONSTRAINT "list_tallies_list_check" CHECK ("list_tallies"."list" in ('communications', 'projects', 'leads', 'requests', 'quotes'));--> statement-breakpoint
-- Quotes by client and status, kept like the other lists' tallies (migration 0005's list_tallies_apply): an admin's
-- quotes list reads its total from a few rows instead of counting every quote on every page (decision 0069). A quote
-- still on a lead has no client: it is counted in the whole-agency slice only.
CREATE TRIGGER list_tallies_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('quotes', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('quotes', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('quotes', 'client_id', 'status');
--> statement-breakpoint
CREATE TRIGGER list_tallies_truncate AFTER TRUNCATE ON quotes
  FOR EACH STATEMENT EXECUTE FUNCTION list_tallies_apply('quotes', 'client_id', 'status');
--> statement-breakpoint
INSERT INTO list_tallies (list, key, value, n)
SELECT 'quotes', s.key, q.status, count(*)
FROM quotes q CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), (q.client_id)) s (key)
WHERE s.key IS NOT NULL
GROUP BY 2, 3;
