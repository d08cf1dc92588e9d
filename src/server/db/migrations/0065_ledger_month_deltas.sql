CREATE TABLE "ledger_month_deltas" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"invoiced_minor" bigint NOT NULL,
	"paid_minor" bigint NOT NULL,
	"credited_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_month_deltas_month_idx" ON "ledger_month_deltas" USING btree ("month");--> statement-breakpoint
-- A statement's share rows, summed per month and currency: added as written, negated as removed (a re-split removes
-- and writes an invoice's rows, so an unchanged invoice adds a pair that cancels out until the sweep folds them).
CREATE FUNCTION ledger_month_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_month_deltas (month, currency, invoiced_minor, paid_minor, credited_minor)
    SELECT month, currency, sum(invoiced_minor), sum(paid_minor), sum(credited_minor) FROM new_rows GROUP BY 1, 2
    HAVING sum(invoiced_minor) <> 0 OR sum(paid_minor) <> 0 OR sum(credited_minor) <> 0;
  ELSE
    INSERT INTO ledger_month_deltas (month, currency, invoiced_minor, paid_minor, credited_minor)
    SELECT month, currency, -sum(invoiced_minor), -sum(paid_minor), -sum(credited_minor) FROM old_rows GROUP BY 1, 2
    HAVING sum(invoiced_minor) <> 0 OR sum(paid_minor) <> 0 OR sum(credited_minor) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_month_shares_insert AFTER INSERT ON project_ledger_shares REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_counted();
--> statement-breakpoint
CREATE TRIGGER ledger_month_shares_delete AFTER DELETE ON project_ledger_shares REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_counted();
--> statement-breakpoint
-- An upgrade keeps every figure: the shares already there, one row per month and currency.
INSERT INTO ledger_month_deltas (month, currency, invoiced_minor, paid_minor, credited_minor)
SELECT month, currency, sum(invoiced_minor), sum(paid_minor), sum(credited_minor) FROM project_ledger_shares GROUP BY 1, 2;
