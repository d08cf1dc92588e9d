-- Trigram indexes for the tasks search's ILIKE '%…%', where pg_trgm is available (as in migration 0005).
-- IF NOT EXISTS: a benchmark database may have been given them by hand before this migration existed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "tasks_description_trgm_idx" ON "tasks" USING gin ("description" gin_trgm_ops);
  END IF;
END $$;
