ALTER TABLE "invoices" ADD COLUMN "quote_part" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_milestone_id_milestones_id_fk" FOREIGN KEY ("quote_milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0099): the invoices a quote already has are labelled as decision 0094 read them. Of a quote's
-- invoices not voided, the first (by creation) is its deposit when the quote asks for one (its share rounded as
-- shareOf does is above 0), the next its final invoice; a later one (none is expected) and voided ones keep no part,
-- since which part they were cannot be told for sure; they still count as the quote's invoices by quote_id.
UPDATE "invoices" AS i SET "quote_part" = p."part"
FROM (
  SELECT i2."id",
    CASE
      WHEN row_number() OVER w = 1 AND (q."total_minor" * q."deposit_basis_points" * 2 + 10000) / 20000 > 0 THEN 'deposit'
      WHEN row_number() OVER w = 1 THEN 'final'
      WHEN row_number() OVER w = 2 AND (q."total_minor" * q."deposit_basis_points" * 2 + 10000) / 20000 > 0 THEN 'final'
    END AS "part"
  FROM "invoices" i2 JOIN "quotes" q ON q."id" = i2."quote_id"
  WHERE i2."status" <> 'void'
  WINDOW w AS (PARTITION BY i2."quote_id" ORDER BY i2."created_at", i2."id")
) AS p
WHERE i."id" = p."id" AND p."part" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_part_key" ON "invoices" USING btree ("quote_id","quote_part") WHERE "invoices"."quote_part" in ('deposit', 'final') and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_milestone_key" ON "invoices" USING btree ("quote_milestone_id") WHERE "invoices"."quote_part" = 'milestone' and "invoices"."status" <> 'void';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_part_check" CHECK ("invoices"."quote_part" is null or "invoices"."quote_part" in ('deposit', 'milestone', 'final'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_milestone_check" CHECK ("invoices"."quote_milestone_id" is null or "invoices"."quote_part" = 'milestone');