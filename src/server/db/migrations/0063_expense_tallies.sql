CREATE TABLE "expense_tallies" (
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"billable" boolean NOT NULL,
	"n" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	CONSTRAINT "expense_tallies_currency_status_billable_pk" PRIMARY KEY("currency","status","billable")
);
--> statement-breakpoint
-- Keeps expense_tallies in step with expenses, as invoice_tallies is kept (migration 0049): statement triggers with
-- transition tables, the deltas summed and applied in key order so that two transactions lock tally rows in the same
-- order.
CREATE FUNCTION expense_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO expense_tallies AS et (currency, status, billable, n, amount_minor, net_minor, tax_minor)
    SELECT c.currency, c.status, c.billable, sum(c.d), sum(c.d * c.amount_minor), sum(c.d * c.net_minor), sum(c.d * c.tax_minor)
    FROM (%s) c
    GROUP BY 1, 2, 3
    HAVING sum(c.d) <> 0 OR sum(c.d * c.amount_minor) <> 0 OR sum(c.d * c.net_minor) <> 0 OR sum(c.d * c.tax_minor) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (currency, status, billable) DO UPDATE SET n = et.n + excluded.n, amount_minor = et.amount_minor + excluded.amount_minor,
      net_minor = et.net_minor + excluded.net_minor, tax_minor = et.tax_minor + excluded.tax_minor
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expense_tallies_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expense_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER expense_tallies_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expense_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER expense_tallies_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expense_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION expense_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM expense_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expense_tallies_truncate AFTER TRUNCATE ON expenses FOR EACH STATEMENT EXECUTE FUNCTION expense_tallies_clear();
--> statement-breakpoint
-- An upgrade keeps every figure: the tally starts from the expenses already there.
INSERT INTO expense_tallies (currency, status, billable, n, amount_minor, net_minor, tax_minor)
SELECT currency, status, billable, count(*), sum(amount_minor), sum(net_minor), sum(tax_minor) FROM expenses GROUP BY 1, 2, 3;
