CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
-- Trigram indexes for the quotes list's search (ILIKE '%…%' over number and title), where pg_trgm is available (as in
-- migration 0005: an embedded database without it searches by scanning, with the same results).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "quotes_title_trgm_idx" ON "quotes" USING gin ("title" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "quotes_number_trgm_idx" ON "quotes" USING gin ("quote_number" gin_trgm_ops);
  END IF;
END $$;
