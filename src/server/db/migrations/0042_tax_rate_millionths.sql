-- Tax rates in millionths (ten-thousandths of a percent, decision 0089): 8.875% is 88750. Every rate and every line's
-- copy of it is the basis points it had x 100, so no document's figures change.
ALTER TABLE "tax_rates" DROP CONSTRAINT "tax_rates_basis_points_check";--> statement-breakpoint
ALTER TABLE "tax_rates" RENAME COLUMN "basis_points" TO "rate_millionths";--> statement-breakpoint
UPDATE "tax_rates" SET "rate_millionths" = "rate_millionths" * 100;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_rate_millionths_check" CHECK ("tax_rates"."rate_millionths" >= 0 and "tax_rates"."rate_millionths" <= 1000000);--> statement-breakpoint
-- Each rate so far is the first version of its own family.
ALTER TABLE "tax_rates" ADD COLUMN "family_id" uuid;--> statement-breakpoint
UPDATE "tax_rates" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "tax_rates" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "tax_rates_family_idx" ON "tax_rates" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "invoice_items" RENAME COLUMN "tax_basis_points" TO "tax_rate_millionths";--> statement-breakpoint
UPDATE "invoice_items" SET "tax_rate_millionths" = "tax_rate_millionths" * 100 WHERE "tax_rate_millionths" <> 0;--> statement-breakpoint
ALTER TABLE "quote_items" RENAME COLUMN "tax_basis_points" TO "tax_rate_millionths";--> statement-breakpoint
UPDATE "quote_items" SET "tax_rate_millionths" = "tax_rate_millionths" * 100 WHERE "tax_rate_millionths" <> 0;--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" RENAME COLUMN "tax_basis_points" TO "tax_rate_millionths";--> statement-breakpoint
UPDATE "recurring_schedule_items" SET "tax_rate_millionths" = "tax_rate_millionths" * 100 WHERE "tax_rate_millionths" <> 0;--> statement-breakpoint
ALTER TABLE "credit_note_items" RENAME COLUMN "tax_basis_points" TO "tax_rate_millionths";--> statement-breakpoint
UPDATE "credit_note_items" SET "tax_rate_millionths" = "tax_rate_millionths" * 100 WHERE "tax_rate_millionths" <> 0;
