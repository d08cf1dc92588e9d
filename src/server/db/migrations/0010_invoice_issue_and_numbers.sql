CREATE TABLE "invoice_number_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_counter_single_row" CHECK ("invoice_number_counter"."id" = 1),
	CONSTRAINT "invoice_number_counter_positive" CHECK ("invoice_number_counter"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_check" CHECK ("invoices"."status" <> 'draft' or "invoices"."issued_at" is null);--> statement-breakpoint
-- Invoices that already left draft were shown to their clients: they count as issued when they were created.
UPDATE "invoices" SET "issued_at" = "created_at" WHERE "status" <> 'draft';
