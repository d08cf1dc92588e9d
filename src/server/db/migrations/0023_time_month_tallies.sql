CREATE TABLE "time_month_tallies" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"billable_minutes" bigint DEFAULT 0 NOT NULL,
	"billable_amount_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	"invoiced_amount_minor" bigint DEFAULT 0 NOT NULL,
	"paid_amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "time_month_tallies_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
-- Keeps time_month_tallies in step with time_tallies (decision 0050): statement triggers with transition tables, as
-- time_tallies is kept from time_entries, deltas applied in (month, currency) order. An upsert into time_tallies fires
-- both the insert and the update trigger, each with its own rows. A row counts while its `entries` is above zero.
CREATE FUNCTION time_month_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO time_month_tallies AS mt (month, currency, rows, minutes, billable_minutes, billable_amount_minor, cost_minor,
      invoiced_amount_minor, paid_amount_minor)
    SELECT c.month, c.currency, sum(CASE WHEN c.entries > 0 THEN c.d ELSE 0 END), sum(c.d * c.minutes),
      sum(c.d * c.billable_minutes), sum(c.d * c.billable_amount_minor), sum(c.d * c.cost_minor),
      sum(c.d * c.invoiced_amount_minor), sum(c.d * c.paid_amount_minor)
    FROM (%s) c
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (month, currency) DO UPDATE SET
      rows = mt.rows + excluded.rows,
      minutes = mt.minutes + excluded.minutes,
      billable_minutes = mt.billable_minutes + excluded.billable_minutes,
      billable_amount_minor = mt.billable_amount_minor + excluded.billable_amount_minor,
      cost_minor = mt.cost_minor + excluded.cost_minor,
      invoiced_amount_minor = mt.invoiced_amount_minor + excluded.invoiced_amount_minor,
      paid_amount_minor = mt.paid_amount_minor + excluded.paid_amount_minor
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_month_tallies_insert AFTER INSERT ON time_tallies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_month_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_month_tallies_update AFTER UPDATE ON time_tallies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_month_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_month_tallies_delete AFTER DELETE ON time_tallies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_month_tallies_apply();
--> statement-breakpoint
-- Room on each page for a tally row's next version: its figures change on every time write, and an update that fits
-- on the page (HOT) keeps a month's rows together and leaves the three indexes alone.
ALTER TABLE time_tallies SET (fillfactor = 70);
--> statement-breakpoint
INSERT INTO time_month_tallies (month, currency, rows, minutes, billable_minutes, billable_amount_minor, cost_minor,
  invoiced_amount_minor, paid_amount_minor)
SELECT month, currency, count(*) FILTER (WHERE entries > 0), sum(minutes), sum(billable_minutes), sum(billable_amount_minor),
  sum(cost_minor), sum(invoiced_amount_minor), sum(paid_amount_minor)
FROM time_tallies
GROUP BY 1, 2;
