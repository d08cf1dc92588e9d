-- Invoice lines as real invoices have them (decision 0095): a quantity in thousandths (7.5 hours is 7500; every line so
-- far was a whole number, x 1000, so no figure changes), the unit it counts, and a line discount already kept in basis
-- points, now bounded. Invoices and their clients get a purchase order reference and payment terms in days.
ALTER TABLE "clients" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "quantity_thousandths" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
UPDATE "invoice_items" SET "quantity_thousandths" = "quantity"::bigint * 1000;--> statement-breakpoint
ALTER TABLE "invoice_items" DROP CONSTRAINT "invoice_items_quantity_check";--> statement-breakpoint
ALTER TABLE "invoice_items" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_payment_terms_check" CHECK ("clients"."payment_terms_days" is null or "clients"."payment_terms_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_quantity_thousandths_check" CHECK ("invoice_items"."quantity_thousandths" > 0);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_discount_check" CHECK ("invoice_items"."discount_basis_points" >= 0 and "invoice_items"."discount_basis_points" <= 10000);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_terms_check" CHECK ("invoices"."payment_terms_days" is null or "invoices"."payment_terms_days" between 0 and 365);
