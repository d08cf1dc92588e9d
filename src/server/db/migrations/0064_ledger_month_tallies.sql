CREATE TABLE "ledger_month_tallies" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"invoiced_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"credited_minor" bigint NOT NULL,
	CONSTRAINT "ledger_month_tallies_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
-- Keeps ledger_month_tallies in step with project_ledger_shares, as invoice_tallies is kept (migration 0049):
-- statement triggers with transition tables, the deltas summed and applied in key order. A re-split deletes an
-- invoice's shares and inserts them again, so an unchanged invoice's deltas cancel out and write nothing.
CREATE FUNCTION ledger_month_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO ledger_month_tallies AS lt (month, currency, invoiced_minor, paid_minor, credited_minor)
    SELECT c.month, c.currency, sum(c.d * c.invoiced_minor), sum(c.d * c.paid_minor), sum(c.d * c.credited_minor)
    FROM (%s) c
    GROUP BY 1, 2
    HAVING sum(c.d * c.invoiced_minor) <> 0 OR sum(c.d * c.paid_minor) <> 0 OR sum(c.d * c.credited_minor) <> 0
    ORDER BY 1, 2
    ON CONFLICT (month, currency) DO UPDATE SET invoiced_minor = lt.invoiced_minor + excluded.invoiced_minor,
      paid_minor = lt.paid_minor + excluded.paid_minor, credited_minor = lt.credited_minor + excluded.credited_minor
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_month_tallies_insert AFTER INSERT ON project_ledger_shares REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_month_tallies_update AFTER UPDATE ON project_ledger_shares REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_month_tallies_delete AFTER DELETE ON project_ledger_shares REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION ledger_month_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_month_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_month_tallies_truncate AFTER TRUNCATE ON project_ledger_shares FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_tallies_clear();
--> statement-breakpoint
-- An upgrade keeps every figure: the tally starts from the shares already there.
INSERT INTO ledger_month_tallies (month, currency, invoiced_minor, paid_minor, credited_minor)
SELECT month, currency, sum(invoiced_minor), sum(paid_minor), sum(credited_minor) FROM project_ledger_shares GROUP BY 1, 2;
