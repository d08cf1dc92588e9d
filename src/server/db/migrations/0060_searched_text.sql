-- The lists' searches read their columns as one lowered text (searchedText in schema/columns.ts, decision 0134), so
-- one trigram index on that expression serves each list where one index per column did (an OR of ILIKEs, each row
-- lowered per column). The per-column indexes only those lists read go; the name and title ones stay for the global
-- search. Like the indexes they replace, the new ones are made only where pg_trgm is available.
DROP INDEX IF EXISTS "clients_contact_person_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "clients_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "projects_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tasks_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "client_requests_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "client_requests_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "quotes_title_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "quotes_number_trgm_idx";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "clients_search_trgm_idx" ON "clients" USING gin (lower(coalesce("name", '') || chr(31) || coalesce("contact_person", '') || chr(31) || coalesce("email", '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "projects_search_trgm_idx" ON "projects" USING gin (lower(coalesce("name", '') || chr(31) || coalesce("description", '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "tasks_search_trgm_idx" ON "tasks" USING gin (lower(coalesce("title", '') || chr(31) || coalesce("description", '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "client_requests_search_trgm_idx" ON "client_requests" USING gin (lower(coalesce("title", '') || chr(31) || coalesce("description", '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "quotes_search_trgm_idx" ON "quotes" USING gin (lower(coalesce("quote_number", '') || chr(31) || coalesce("title", '')) gin_trgm_ops);
    -- The planner knows how many rows an expression matches only once the table is analyzed with its index.
    ANALYZE "clients", "projects", "tasks", "client_requests", "quotes";
  END IF;
END $$;
