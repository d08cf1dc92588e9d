-- Trigram indexes for the client requests list's search (ILIKE '%…%' over title and description), where pg_trgm is
-- available (as in migrations 0005 to 0007). IF NOT EXISTS: a benchmark database may have been given them by hand.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "client_requests_title_trgm_idx" ON "client_requests" USING gin ("title" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "client_requests_description_trgm_idx" ON "client_requests" USING gin ("description" gin_trgm_ops);
  END IF;
END $$;
