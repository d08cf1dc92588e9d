CREATE TABLE "time_tallies" (
	"month" date NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"billable_minutes" bigint DEFAULT 0 NOT NULL,
	"billable_amount_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	"invoiced_amount_minor" bigint DEFAULT 0 NOT NULL,
	"paid_amount_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "time_tallies_month_project_id_client_id_currency_pk" PRIMARY KEY("month","project_id","client_id","currency")
);
--> statement-breakpoint
ALTER TABLE "time_tallies" ADD CONSTRAINT "time_tallies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps time_tallies in step with time_entries (decision 0050), as task_tallies is kept (decision 0017, migration 0004):
-- statement triggers with transition tables, deltas summed and applied in key order (no deadlock between writers).
-- A running timer (minutes null) counts nothing until stopped. Money per entry with the one rounding rule.
-- `paid` is the billed amount of entries whose invoice is paid NOW: read here through the invoice, and moved by
-- time_tallies_invoice_paid when an invoice's status enters or leaves 'paid'. Rows of a project being deleted are
-- skipped: its tally rows go by the foreign key's cascade, whichever of the two cascades runs first.
CREATE FUNCTION time_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT t.*, 1 AS d FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT t.*, -1 AS d FROM old_rows t'
    ELSE 'SELECT t.*, -1 AS d FROM old_rows t UNION ALL SELECT t.*, 1 AS d FROM new_rows t'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO time_tallies AS tt (month, project_id, client_id, currency, entries, minutes, billable_minutes,
      billable_amount_minor, cost_minor, invoiced_amount_minor, paid_amount_minor)
    SELECT v.month, c.project_id, c.client_id, c.currency, sum(c.d), sum(c.d * c.minutes),
      sum(CASE WHEN c.billable THEN c.d * c.minutes ELSE 0 END),
      sum(CASE WHEN c.billable THEN c.d * ((c.minutes * c.rate_minor + 30) / 60) ELSE 0 END),
      sum(c.d * ((c.minutes * c.cost_rate_minor + 30) / 60)),
      sum(c.d * coalesce(c.billed_amount_minor, 0)),
      sum(CASE WHEN i.status = 'paid' THEN c.d * coalesce(c.billed_amount_minor, 0) ELSE 0 END)
    FROM (%s) c
    CROSS JOIN LATERAL (SELECT date_trunc('month', c.work_date)::date AS month) v
    LEFT JOIN invoices i ON i.id = c.invoice_id
    WHERE c.minutes IS NOT NULL AND EXISTS (SELECT 1 FROM projects p WHERE p.id = c.project_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.d) <> 0 OR sum(c.d * c.minutes) <> 0 OR sum(CASE WHEN c.billable THEN c.d * c.minutes ELSE 0 END) <> 0
      OR sum(CASE WHEN c.billable THEN c.d * ((c.minutes * c.rate_minor + 30) / 60) ELSE 0 END) <> 0
      OR sum(c.d * ((c.minutes * c.cost_rate_minor + 30) / 60)) <> 0 OR sum(c.d * coalesce(c.billed_amount_minor, 0)) <> 0
      OR sum(CASE WHEN i.status = 'paid' THEN c.d * coalesce(c.billed_amount_minor, 0) ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, project_id, client_id, currency) DO UPDATE SET
      entries = tt.entries + excluded.entries,
      minutes = tt.minutes + excluded.minutes,
      billable_minutes = tt.billable_minutes + excluded.billable_minutes,
      billable_amount_minor = tt.billable_amount_minor + excluded.billable_amount_minor,
      cost_minor = tt.cost_minor + excluded.cost_minor,
      invoiced_amount_minor = tt.invoiced_amount_minor + excluded.invoiced_amount_minor,
      paid_amount_minor = tt.paid_amount_minor + excluded.paid_amount_minor
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_tallies_insert AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_tallies_update AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER time_tallies_delete AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_tallies_apply();
--> statement-breakpoint
CREATE FUNCTION time_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM time_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_tallies_truncate AFTER TRUNCATE ON time_entries FOR EACH STATEMENT EXECUTE FUNCTION time_tallies_clear();
--> statement-breakpoint
-- An invoice entering or leaving 'paid' moves its entries' billed amounts in or out of `paid`. A row trigger, named
-- to sort before invoices_void_releases_time (same event, row triggers fire in name order): on a paid invoice voided
-- by SQL, this one subtracts while the entries still point at the invoice, then the release's update of the entries
-- reads the invoice as void and takes nothing more from `paid` (the app never voids a paid invoice).
CREATE FUNCTION time_tallies_invoice_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO time_tallies AS tt (month, project_id, client_id, currency, paid_amount_minor)
  SELECT date_trunc('month', e.work_date)::date, e.project_id, e.client_id, e.currency,
    sum(e.billed_amount_minor) * CASE WHEN NEW.status = 'paid' THEN 1 ELSE -1 END
  FROM time_entries e
  WHERE e.invoice_id = NEW.id AND e.minutes IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(e.billed_amount_minor) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, project_id, client_id, currency) DO UPDATE SET paid_amount_minor = tt.paid_amount_minor + excluded.paid_amount_minor;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_paid_moves_time_tallies AFTER UPDATE OF status ON invoices
  FOR EACH ROW WHEN ((OLD.status = 'paid') IS DISTINCT FROM (NEW.status = 'paid')) EXECUTE FUNCTION time_tallies_invoice_paid();
--> statement-breakpoint
-- An upgrade keeps every figure: the tally of the entries already there.
INSERT INTO time_tallies (month, project_id, client_id, currency, entries, minutes, billable_minutes, billable_amount_minor,
  cost_minor, invoiced_amount_minor, paid_amount_minor)
SELECT date_trunc('month', e.work_date)::date, e.project_id, e.client_id, e.currency, count(*), sum(e.minutes),
  coalesce(sum(e.minutes) FILTER (WHERE e.billable), 0),
  coalesce(sum((e.minutes * e.rate_minor + 30) / 60) FILTER (WHERE e.billable), 0),
  sum((e.minutes * e.cost_rate_minor + 30) / 60),
  coalesce(sum(e.billed_amount_minor), 0),
  coalesce(sum(e.billed_amount_minor) FILTER (WHERE i.status = 'paid'), 0)
FROM time_entries e LEFT JOIN invoices i ON i.id = e.invoice_id
WHERE e.minutes IS NOT NULL
GROUP BY 1, 2, 3, 4;
