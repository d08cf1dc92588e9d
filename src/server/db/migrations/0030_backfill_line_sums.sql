-- Lines written before taxes (decision 0052) kept no sums: a line without tax is worth its quantity x unit price, all of
-- it net; and an invoice's subtotal and tax are the sums of its lines, so its total = subtotal + tax + late fee holds.
UPDATE "invoice_items" SET "net_minor" = "unit_amount_minor" * "quantity", "total_minor" = "unit_amount_minor" * "quantity"
WHERE "net_minor" = 0 AND "total_minor" = 0 AND "tax_minor" = 0 AND "tax_rate_id" IS NULL;
--> statement-breakpoint
UPDATE "invoices" i SET "subtotal_minor" = s."net", "tax_minor" = s."tax", "discount_minor" = s."discount"
FROM (
  SELECT "invoice_id", sum("net_minor") AS "net", sum("tax_minor") AS "tax", sum("discount_minor") AS "discount"
  FROM "invoice_items" GROUP BY "invoice_id"
) s
WHERE s."invoice_id" = i."id" AND i."subtotal_minor" = 0 AND i."tax_minor" = 0;
