-- The Invoices workspace at scale (decision 0101): a period of issue days off the issue day, the figures per currency
-- off one index, and a number searched off its trigrams where pg_trgm is available (as migration 0005: a PGlite
-- without it keeps searching by scanning).
CREATE INDEX "invoices_issued_day_idx" ON "invoices" USING btree ((("issued_at" at time zone 'UTC')::date));--> statement-breakpoint
CREATE INDEX "invoices_figures_idx" ON "invoices" USING btree ("currency","status","due_date","amount_minor","amount_paid_minor","amount_credited_minor");--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);
  END IF;
END $$;
