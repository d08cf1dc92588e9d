-- Trigram index for the global search's ILIKE '%…%' on communication subjects, where pg_trgm is available (as in
-- migrations 0005 and 0006). IF NOT EXISTS: a benchmark database may have been given it by hand before this existed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "communications_subject_trgm_idx" ON "communications" USING gin ("subject" gin_trgm_ops);
  END IF;
END $$;
