CREATE TABLE "project_ledger_shares" (
	"invoice_id" uuid NOT NULL,
	"project_id" uuid,
	"client_id" uuid NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"invoiced_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"credited_minor" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_ledger_shares" ADD CONSTRAINT "project_ledger_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_ledger_shares_invoice_idx" ON "project_ledger_shares" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "project_ledger_shares_month_idx" ON "project_ledger_shares" USING btree ("month","client_id");--> statement-breakpoint
-- Re-splits the given invoices: their rows go and are written again from what they are now. An invoice out of draft
-- and not void has a row per project it is for and per month with money (the ledger's words, ledger-figures.ts); any
-- other has none. The invoices are locked first, in id order, so two transactions re-splitting one invoice take turns
-- and the second reads what the first wrote. FOR NO KEY UPDATE, not FOR UPDATE: it does not conflict with the key-share
-- lock a foreign key check takes, so two statements that both reference an invoice (billing entries to one draft)
-- cannot each hold that lock while waiting for the other's.
CREATE FUNCTION project_ledger_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM invoices WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM project_ledger_shares WHERE invoice_id = ANY (ids);
  INSERT INTO project_ledger_shares (invoice_id, project_id, client_id, month, currency, invoiced_minor, paid_minor, credited_minor)
  WITH weights AS (
    -- A deposit or final invoice is its quote's project's, a retainer's fee its schedule's (weight 1); an invoice of
    -- time and expenses is their projects', weighed by what each project's were billed at; a one-off is no project's.
    SELECT i.id AS invoice_id, p.project_id, coalesce(p.w, 1) AS w,
      sum(coalesce(p.w, 1)) OVER (PARTITION BY i.id) AS tw,
      row_number() OVER (PARTITION BY i.id ORDER BY coalesce(p.w, 1) DESC, p.project_id) AS n
    FROM invoices i
    CROSS JOIN LATERAL (SELECT coalesce(
        (SELECT q.project_id FROM quotes q WHERE q.id = i.quote_id),
        (SELECT r.project_id FROM recurring_schedules r WHERE r.id = i.recurring_schedule_id)) AS project_id) f
    LEFT JOIN LATERAL (
      SELECT f.project_id, 1::numeric AS w WHERE f.project_id IS NOT NULL
      UNION ALL
      SELECT b.project_id, greatest(sum(b.amount), 0)::numeric
      FROM (SELECT t.project_id, t.billed_amount_minor AS amount FROM time_entries t WHERE t.invoice_id = i.id
            UNION ALL
            SELECT e.project_id, e.billed_amount_minor FROM expenses e WHERE e.invoice_id = i.id) b
      WHERE f.project_id IS NULL GROUP BY b.project_id
    ) p ON true
    WHERE i.id = ANY (ids) AND i.status IN ('open', 'partially_paid', 'paid', 'uncollectible')
  ),
  money AS (
    -- Invoiced in the month of issue (UTC), paid in the payments' months net of refunds, credited in the notes'.
    SELECT m.invoice_id, m.month, sum(m.invoiced) AS invoiced, sum(m.paid) AS paid, sum(m.credited) AS credited
    FROM (
      SELECT i.id AS invoice_id, date_trunc('month', coalesce(i.issued_at, i.created_at) AT TIME ZONE 'UTC')::date AS month,
        i.amount_minor AS invoiced, 0 AS paid, 0 AS credited
      FROM invoices i WHERE i.id = ANY (ids)
      UNION ALL
      SELECT p.invoice_id, date_trunc('month', p.paid_on)::date, 0,
        CASE WHEN p.kind = 'refund' THEN -p.amount_minor ELSE p.amount_minor END, 0
      FROM invoice_payments p WHERE p.invoice_id = ANY (ids)
      UNION ALL
      SELECT c.invoice_id, date_trunc('month', c.issued_on)::date, 0, 0, c.total_minor
      FROM credit_notes c WHERE c.invoice_id = ANY (ids)
    ) m GROUP BY 1, 2
  ),
  parts AS (
    -- Each project's share, floored; the heaviest project takes what the floors leave of the month's figure.
    SELECT m.invoice_id, m.month, s.project_id, s.n, m.invoiced, m.paid, m.credited,
      CASE WHEN s.tw = 0 THEN 0 ELSE floor(m.invoiced * s.w / s.tw) END AS invoiced_part,
      CASE WHEN s.tw = 0 THEN 0 ELSE floor(m.paid * s.w / s.tw) END AS paid_part,
      CASE WHEN s.tw = 0 THEN 0 ELSE floor(m.credited * s.w / s.tw) END AS credited_part
    FROM money m JOIN weights s ON s.invoice_id = m.invoice_id
  )
  SELECT p.invoice_id, p.project_id, i.client_id, p.month, i.currency,
    p.invoiced_part + CASE WHEN p.n = 1 THEN p.invoiced - sum(p.invoiced_part) OVER part ELSE 0 END,
    p.paid_part + CASE WHEN p.n = 1 THEN p.paid - sum(p.paid_part) OVER part ELSE 0 END,
    p.credited_part + CASE WHEN p.n = 1 THEN p.credited - sum(p.credited_part) OVER part ELSE 0 END
  FROM parts p JOIN invoices i ON i.id = p.invoice_id
  WINDOW part AS (PARTITION BY p.invoice_id, p.month);
END $$;
--> statement-breakpoint
-- A statement on a table the figures come from re-splits the invoices its rows name (TG_ARGV[0]: the column naming
-- the invoice), before and after the change.
CREATE FUNCTION project_ledger_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  EXECUTE format(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT array_agg(DISTINCT %1$I) FROM new_rows WHERE %1$I IS NOT NULL'
    WHEN 'DELETE' THEN 'SELECT array_agg(DISTINCT %1$I) FROM old_rows WHERE %1$I IS NOT NULL'
    ELSE 'SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM old_rows UNION ALL SELECT %1$I FROM new_rows) c WHERE x IS NOT NULL'
  END, TG_ARGV[0]) INTO ids;
  PERFORM project_ledger_refresh(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A quote or schedule given another project (the project made from a signed quote) moves its invoices' money there.
CREATE FUNCTION project_ledger_project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT i.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN invoices i ON i.%I = n.id WHERE n.project_id IS DISTINCT FROM o.project_id', TG_ARGV[0]) INTO ids;
  PERFORM project_ledger_refresh(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_ledger_invoices_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_invoices_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_payments_insert AFTER INSERT ON invoice_payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_payments_update AFTER UPDATE ON invoice_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_payments_delete AFTER DELETE ON invoice_payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_credit_notes_insert AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_credit_notes_update AFTER UPDATE ON credit_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_credit_notes_delete AFTER DELETE ON credit_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_time_insert AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_time_update AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_time_delete AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_expenses_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_expenses_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_expenses_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_touched('invoice_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_quotes_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_project_moved('quote_id');
--> statement-breakpoint
CREATE TRIGGER project_ledger_schedules_update AFTER UPDATE ON recurring_schedules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_ledger_project_moved('recurring_schedule_id');
--> statement-breakpoint
-- An upgrade keeps every figure: every invoice already there is split once.
SELECT project_ledger_refresh(array(SELECT id FROM invoices));
