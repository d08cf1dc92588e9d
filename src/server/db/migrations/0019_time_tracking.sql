CREATE TABLE "project_budget_alerts" (
	"project_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_budget_alerts_project_id_measure_threshold_pk" PRIMARY KEY("project_id","measure","threshold"),
	CONSTRAINT "project_budget_alerts_measure_check" CHECK ("project_budget_alerts"."measure" in ('hours', 'money')),
	CONSTRAINT "project_budget_alerts_threshold_check" CHECK ("project_budget_alerts"."threshold" in (80, 100))
);
--> statement-breakpoint
CREATE TABLE "staff_rates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cost_rate_minor" bigint DEFAULT 0 NOT NULL,
	"weekly_capacity_minutes" integer DEFAULT 2400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_rates_cost_check" CHECK ("staff_rates"."cost_rate_minor" >= 0),
	CONSTRAINT "staff_rates_capacity_check" CHECK ("staff_rates"."weekly_capacity_minutes" between 0 and 10080)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"task_id" uuid,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"minutes" integer,
	"note" text,
	"billable" boolean DEFAULT true NOT NULL,
	"rate_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"cost_rate_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"invoice_id" uuid,
	"billed_minutes" integer,
	"billed_amount_minor" bigint,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_status_check" CHECK ("time_entries"."status" in ('open', 'submitted', 'approved', 'invoiced')),
	CONSTRAINT "time_entries_currency_check" CHECK ("time_entries"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "time_entries_rates_check" CHECK ("time_entries"."rate_minor" >= 0 and "time_entries"."cost_rate_minor" >= 0),
	CONSTRAINT "time_entries_minutes_check" CHECK ("time_entries"."minutes" is null or "time_entries"."minutes" between 1 and 1440),
	CONSTRAINT "time_entries_running_check" CHECK (("time_entries"."minutes" is null) = ("time_entries"."started_at" is not null and "time_entries"."ended_at" is null) and ("time_entries"."minutes" is not null or "time_entries"."status" = 'open')),
	CONSTRAINT "time_entries_span_check" CHECK ("time_entries"."ended_at" is null or ("time_entries"."started_at" is not null and "time_entries"."ended_at" >= "time_entries"."started_at")),
	CONSTRAINT "time_entries_invoiced_check" CHECK (("time_entries"."status" = 'invoiced') = ("time_entries"."invoice_id" is not null) and ("time_entries"."invoice_id" is null) = ("time_entries"."billed_amount_minor" is null) and ("time_entries"."invoice_id" is null) = ("time_entries"."billed_minutes" is null))
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "timesheet_weeks_user_id_week_start_pk" PRIMARY KEY("user_id","week_start"),
	CONSTRAINT "timesheet_weeks_status_check" CHECK ("timesheet_weeks"."status" in ('submitted', 'approved', 'returned')),
	CONSTRAINT "timesheet_weeks_monday_check" CHECK (extract(isodow from "timesheet_weeks"."week_start") = 1),
	CONSTRAINT "timesheet_weeks_returned_note_check" CHECK ("timesheet_weeks"."status" <> 'returned' or length(trim(coalesce("timesheet_weeks"."note", ''))) > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "invoice_unapproved_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "estimated_minutes" integer;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD COLUMN "hourly_rate_minor" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hourly_rate_minor" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "billable_by_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_minutes" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "estimated_minutes" integer;--> statement-breakpoint
ALTER TABLE "project_budget_alerts" ADD CONSTRAINT "project_budget_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_rates" ADD CONSTRAINT "staff_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_idx" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."minutes" is null;--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_project_date_idx" ON "time_entries" USING btree ("project_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_unbilled_idx" ON "time_entries" USING btree ("client_id","work_date") WHERE "time_entries"."invoice_id" is null and "time_entries"."billable";--> statement-breakpoint
CREATE INDEX "time_entries_invoice_idx" ON "time_entries" USING btree ("invoice_id") WHERE "time_entries"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("task_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status","week_start");--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_estimate_check" CHECK ("milestones"."estimated_minutes" is null or "milestones"."estimated_minutes" > 0);--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_rate_check" CHECK ("project_assignments"."hourly_rate_minor" is null or "project_assignments"."hourly_rate_minor" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hourly_rate_check" CHECK ("projects"."hourly_rate_minor" is null or "projects"."hourly_rate_minor" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_check" CHECK (("projects"."budget_minutes" is null or "projects"."budget_minutes" > 0) and ("projects"."budget_minor" is null or "projects"."budget_minor" > 0));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_estimate_check" CHECK ("tasks"."estimated_minutes" is null or "tasks"."estimated_minutes" > 0);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('task_assigned', 'task_comment', 'new_lead', 'invoice_created', 'milestone_completed', 'approval_requested', 'approval_answered', 'project_message', 'client_request', 'request_answered', 'budget_alert', 'timesheet_submitted', 'timesheet_answered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('task_assigned', 'task_comment', 'new_lead', 'invoice_created', 'milestone_completed', 'approval_requested', 'approval_answered', 'project_message', 'client_request', 'request_answered', 'budget_alert', 'timesheet_submitted', 'timesheet_answered'));--> statement-breakpoint
-- An invoice voided (by staff, or at Stripe through its webhook) or removed (a Stripe creation that failed) gives its
-- time back: the entries become unbilled and approved again, whichever path changed the invoice (decision 0045).
CREATE FUNCTION time_entries_release_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE time_entries
     SET status = 'approved', invoice_id = NULL, billed_minutes = NULL, billed_amount_minor = NULL, updated_at = now()
   WHERE invoice_id = OLD.id;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_void_releases_time AFTER UPDATE OF status ON invoices
  FOR EACH ROW WHEN (NEW.status = 'void' AND OLD.status <> 'void') EXECUTE FUNCTION time_entries_release_invoice();--> statement-breakpoint
CREATE TRIGGER invoices_delete_releases_time BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION time_entries_release_invoice();
