DROP INDEX "invoices_client_id_idx";--> statement-breakpoint
CREATE INDEX "invoices_client_created_idx" ON "invoices" USING btree ("client_id","created_at","id");