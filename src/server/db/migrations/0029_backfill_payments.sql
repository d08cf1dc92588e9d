-- Invoices marked paid before payments were recorded (decision 0054) get the one payment that paid them, dated the day
-- they were paid, so that an invoice's amount_paid is always the sum of its payments less refunds.
INSERT INTO "invoice_payments" ("invoice_id", "kind", "amount_minor", "currency", "paid_on", "method", "note", "created_at")
SELECT i."id", 'payment', i."amount_minor", i."currency", (i."paid_at" AT TIME ZONE 'UTC')::date, 'other', 'Recorded before payments were kept', i."paid_at"
FROM "invoices" i
WHERE i."status" = 'paid' AND i."amount_minor" > 0 AND i."paid_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "invoice_payments" p WHERE p."invoice_id" = i."id");
--> statement-breakpoint
UPDATE "invoices" i SET "amount_paid_minor" = s."paid"
FROM (
  SELECT "invoice_id", sum(CASE WHEN "kind" = 'refund' THEN -"amount_minor" ELSE "amount_minor" END) AS "paid"
  FROM "invoice_payments" GROUP BY "invoice_id"
) s
WHERE s."invoice_id" = i."id" AND i."amount_paid_minor" <> s."paid";
