CREATE TABLE "payment_tax_shares" (
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"currency" text NOT NULL,
	"tax_name" text,
	"tax_rate_millionths" integer NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_tax_shares" ADD CONSTRAINT "payment_tax_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_tax_shares_invoice_idx" ON "payment_tax_shares" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_tax_shares_paid_on_idx" ON "payment_tax_shares" USING btree ("paid_on");--> statement-breakpoint
-- Writes again the tax shares of the given invoices' payments (the tax report on payments): each payment's or
-- refund's share of each tax the lines name, rounded on the invoice's running total (round(after x part / total) -
-- round(before x part / total), half away from zero) so that an invoice paid in full reports exactly its own tax. Only
-- an invoice out of draft, not void and not of zero has shares. Called by project_ledger_touched below, after
-- project_ledger_refresh has locked the invoices in id order, so it takes no lock of its own.
CREATE FUNCTION payment_tax_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM payment_tax_shares WHERE invoice_id = ANY (ids);
  INSERT INTO payment_tax_shares (invoice_id, paid_on, currency, tax_name, tax_rate_millionths, tax_inclusive, net_minor, tax_minor)
  WITH moves AS (
    SELECT p.invoice_id, p.paid_on, s.signed,
      sum(s.signed) OVER (PARTITION BY p.invoice_id ORDER BY p.paid_on, p.created_at, p.id) AS after
    FROM invoice_payments p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.kind = 'refund' THEN -p.amount_minor ELSE p.amount_minor END AS signed) s
    WHERE p.invoice_id = ANY (ids)
  ),
  parts AS (
    SELECT t.invoice_id, t.tax_name, t.tax_rate_millionths, t.tax_inclusive, sum(t.net_minor) AS net, sum(t.tax_minor) AS tax
    FROM invoice_items t WHERE t.invoice_id = ANY (ids) GROUP BY 1, 2, 3, 4
  )
  SELECT m.invoice_id, m.paid_on, i.currency, p.tax_name, p.tax_rate_millionths, p.tax_inclusive,
    round(m.after * p.net::numeric / i.amount_minor) - round((m.after - m.signed) * p.net::numeric / i.amount_minor),
    round(m.after * p.tax::numeric / i.amount_minor) - round((m.after - m.signed) * p.tax::numeric / i.amount_minor)
  FROM moves m JOIN invoices i ON i.id = m.invoice_id JOIN parts p ON p.invoice_id = m.invoice_id
  WHERE i.status IN ('open', 'partially_paid', 'paid', 'uncollectible') AND i.amount_minor > 0;
END $$;
--> statement-breakpoint
-- The statement triggers that re-split an invoice's money between projects write its payments' tax shares too.
CREATE OR REPLACE FUNCTION project_ledger_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  EXECUTE format(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT array_agg(DISTINCT %1$I) FROM new_rows WHERE %1$I IS NOT NULL'
    WHEN 'DELETE' THEN 'SELECT array_agg(DISTINCT %1$I) FROM old_rows WHERE %1$I IS NOT NULL'
    ELSE 'SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM old_rows UNION ALL SELECT %1$I FROM new_rows) c WHERE x IS NOT NULL'
  END, TG_ARGV[0]) INTO ids;
  PERFORM project_ledger_refresh(ids);
  PERFORM payment_tax_refresh(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An invoice's lines name its taxes: a change to them (a draft's lines written again) writes its shares again.
CREATE TRIGGER project_ledger_items_insert AFTER INSERT ON invoice_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_items_update AFTER UPDATE ON invoice_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_items_delete AFTER DELETE ON invoice_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
-- An upgrade keeps every figure: every invoice's payments are shared out once.
SELECT payment_tax_refresh(array(SELECT id FROM invoices));
