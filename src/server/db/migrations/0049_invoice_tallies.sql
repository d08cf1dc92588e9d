CREATE TABLE "invoice_tallies" (
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"n" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	CONSTRAINT "invoice_tallies_currency_status_due_date_pk" PRIMARY KEY("currency","status","due_date")
);
--> statement-breakpoint
-- Keeps invoice_tallies in step with invoices (decision 0101), as task_tallies is kept (migration 0004): statement
-- triggers with transition tables, one write per statement however many invoices it touches, the deltas summed and
-- applied in key order so that two transactions lock tally rows in the same order. A row changes when any of its sums
-- does (a payment changes paid and balance, not the count).
CREATE FUNCTION invoice_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO invoice_tallies AS it (currency, status, due_date, n, amount_minor, paid_minor, balance_minor)
    SELECT c.currency, c.status, coalesce(c.due_date, 'infinity'::date), sum(c.d), sum(c.d * c.amount_minor),
           sum(c.d * c.amount_paid_minor),
           sum(c.d * greatest(c.amount_minor - c.amount_paid_minor - c.amount_credited_minor, 0))
    FROM (%s) c
    GROUP BY 1, 2, 3
    HAVING sum(c.d) <> 0 OR sum(c.d * c.amount_minor) <> 0 OR sum(c.d * c.amount_paid_minor) <> 0
        OR sum(c.d * greatest(c.amount_minor - c.amount_paid_minor - c.amount_credited_minor, 0)) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (currency, status, due_date) DO UPDATE SET n = it.n + excluded.n, amount_minor = it.amount_minor + excluded.amount_minor,
      paid_minor = it.paid_minor + excluded.paid_minor, balance_minor = it.balance_minor + excluded.balance_minor
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_tallies_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_tallies_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_tallies_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION invoice_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_tallies_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_tallies_clear();
--> statement-breakpoint
INSERT INTO invoice_tallies (currency, status, due_date, n, amount_minor, paid_minor, balance_minor)
SELECT currency, status, coalesce(due_date, 'infinity'::date), count(*), sum(amount_minor), sum(amount_paid_minor),
       sum(greatest(amount_minor - amount_paid_minor - amount_credited_minor, 0))
FROM invoices
GROUP BY 1, 2, 3;
