-- Credit note and recurring schedule lines as invoice lines have them (decisions 0095, 0102): a quantity in thousandths
-- and the unit it counts. Every line so far was a whole number: x 1000 (hand-written UPDATEs below), so no figure changes.
ALTER TABLE "recurring_schedule_items" DROP CONSTRAINT "recurring_schedule_items_quantity_check";--> statement-breakpoint
ALTER TABLE "credit_note_items" DROP CONSTRAINT "credit_note_items_quantity_check";--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" ADD COLUMN "quantity_thousandths" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD COLUMN "quantity_thousandths" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD COLUMN "unit" text;--> statement-breakpoint
UPDATE "recurring_schedule_items" SET "quantity_thousandths" = "quantity"::bigint * 1000;--> statement-breakpoint
UPDATE "credit_note_items" SET "quantity_thousandths" = "quantity"::bigint * 1000;--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "credit_note_items" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" ADD CONSTRAINT "recurring_schedule_items_quantity_thousandths_check" CHECK ("recurring_schedule_items"."quantity_thousandths" > 0);--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_quantity_thousandths_check" CHECK ("credit_note_items"."quantity_thousandths" > 0);