CREATE TABLE "agency_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text,
	"address" text,
	"tax_id" text,
	"email" text,
	"phone" text,
	"website" text,
	"logo" "bytea",
	"logo_content_type" text,
	"payment_instructions" text,
	"footer" text,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "agency_profile_single_row" CHECK ("agency_profile"."id" = 1),
	CONSTRAINT "agency_profile_currency_check" CHECK ("agency_profile"."default_currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "agency_profile_logo_check" CHECK ("agency_profile"."logo_content_type" is null or "agency_profile"."logo_content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminder_offsets" integer[] DEFAULT '{-3,0,7,14}'::integer[] NOT NULL,
	"late_fee_kind" text DEFAULT 'none' NOT NULL,
	"late_fee_fixed_minor" bigint,
	"late_fee_basis_points" integer,
	"late_fee_after_days" integer DEFAULT 14 NOT NULL,
	"quote_valid_days" integer DEFAULT 30 NOT NULL,
	"quote_deposit_basis_points" integer DEFAULT 5000 NOT NULL,
	"quote_auto_convert" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1),
	CONSTRAINT "billing_settings_late_fee_kind_check" CHECK ("billing_settings"."late_fee_kind" in ('none', 'fixed', 'percent')),
	CONSTRAINT "billing_settings_late_fee_check" CHECK ("billing_settings"."late_fee_kind" <> 'fixed' or "billing_settings"."late_fee_fixed_minor" > 0),
	CONSTRAINT "billing_settings_late_fee_percent_check" CHECK ("billing_settings"."late_fee_kind" <> 'percent' or "billing_settings"."late_fee_basis_points" between 1 and 10000),
	CONSTRAINT "billing_settings_deposit_check" CHECK ("billing_settings"."quote_deposit_basis_points" between 0 and 10000),
	CONSTRAINT "billing_settings_valid_days_check" CHECK ("billing_settings"."quote_valid_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"basis_points" integer NOT NULL,
	"inclusive" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_basis_points_check" CHECK ("tax_rates"."basis_points" >= 0 and "tax_rates"."basis_points" <= 10000),
	CONSTRAINT "tax_rates_name_check" CHECK (length(trim("tax_rates"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer DEFAULT 100 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"estimated_minutes" integer,
	"tax_rate_id" uuid,
	"tax_name" text,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"task_id" uuid,
	CONSTRAINT "quote_items_quantity_check" CHECK ("quote_items"."quantity_hundredths" > 0),
	CONSTRAINT "quote_items_price_check" CHECK ("quote_items"."unit_price_minor" >= 0),
	CONSTRAINT "quote_items_estimate_check" CHECK ("quote_items"."estimated_minutes" is null or "quote_items"."estimated_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"becomes_milestone" boolean DEFAULT true NOT NULL,
	"milestone_id" uuid
);
--> statement-breakpoint
CREATE TABLE "quote_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"signer_name" text NOT NULL,
	"user_id" uuid,
	"signer_email" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	"terms_accepted" boolean NOT NULL,
	CONSTRAINT "quote_signatures_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "quote_signatures_terms_check" CHECK ("quote_signatures"."terms_accepted"),
	CONSTRAINT "quote_signatures_hash_check" CHECK ("quote_signatures"."document_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_number" text NOT NULL,
	"client_id" uuid,
	"lead_id" uuid,
	"title" text NOT NULL,
	"introduction" text,
	"terms" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"valid_until" date NOT NULL,
	"deposit_basis_points" integer DEFAULT 5000 NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"project_id" uuid,
	"converted_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_key" UNIQUE("quote_number"),
	CONSTRAINT "quotes_party_check" CHECK ("quotes"."client_id" is not null or "quotes"."lead_id" is not null),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired')),
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "quotes_title_check" CHECK (length(trim("quotes"."title")) > 0),
	CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_basis_points" between 0 and 10000),
	CONSTRAINT "quotes_sent_client_check" CHECK ("quotes"."status" = 'draft' or "quotes"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "recurring_schedule_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount_minor" bigint NOT NULL,
	"tax_rate_id" uuid,
	"tax_name" text,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recurring_schedule_items_quantity_check" CHECK ("recurring_schedule_items"."quantity" >= 1),
	CONSTRAINT "recurring_schedule_items_amount_check" CHECK ("recurring_schedule_items"."unit_amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"frequency" text NOT NULL,
	"day_of_month" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_count" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_send" boolean DEFAULT true NOT NULL,
	"due_days" integer DEFAULT 14 NOT NULL,
	"next_period_start" date NOT NULL,
	"invoices_count" integer DEFAULT 0 NOT NULL,
	"allowance_minutes" integer,
	"carry_over" boolean DEFAULT false NOT NULL,
	"carried_minutes" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_schedules_frequency_check" CHECK ("recurring_schedules"."frequency" in ('weekly', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_schedules_status_check" CHECK ("recurring_schedules"."status" in ('active', 'paused', 'cancelled', 'finished')),
	CONSTRAINT "recurring_schedules_currency_check" CHECK ("recurring_schedules"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "recurring_schedules_day_check" CHECK ("recurring_schedules"."day_of_month" is null or "recurring_schedules"."day_of_month" between 1 and 28),
	CONSTRAINT "recurring_schedules_dates_check" CHECK ("recurring_schedules"."end_date" is null or "recurring_schedules"."end_date" >= "recurring_schedules"."start_date"),
	CONSTRAINT "recurring_schedules_count_check" CHECK ("recurring_schedules"."max_count" is null or "recurring_schedules"."max_count" >= 1),
	CONSTRAINT "recurring_schedules_due_check" CHECK ("recurring_schedules"."due_days" between 0 and 365),
	CONSTRAINT "recurring_schedules_allowance_check" CHECK ("recurring_schedules"."allowance_minutes" is null or ("recurring_schedules"."allowance_minutes" > 0 and "recurring_schedules"."project_id" is not null)),
	CONSTRAINT "recurring_schedules_carried_check" CHECK ("recurring_schedules"."carried_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount_minor" bigint NOT NULL,
	"tax_rate_id" uuid,
	"tax_name" text,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_items_quantity_check" CHECK ("credit_note_items"."quantity" >= 1),
	CONSTRAINT "credit_note_items_amount_check" CHECK ("credit_note_items"."unit_amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_key" UNIQUE("credit_note_number"),
	CONSTRAINT "credit_notes_currency_check" CHECK ("credit_notes"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"note" text,
	"stripe_id" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_stripe_id_unique" UNIQUE("stripe_id"),
	CONSTRAINT "invoice_payments_kind_check" CHECK ("invoice_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('bank_transfer', 'card', 'cash', 'check', 'stripe', 'other')),
	CONSTRAINT "invoice_payments_currency_check" CHECK ("invoice_payments"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"offset_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped_reason" text,
	CONSTRAINT "invoice_reminders_step_key" UNIQUE("invoice_id","offset_days")
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_mode" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminder_offsets" integer[];--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "net_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_credited_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_added_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "agency_profile" ADD CONSTRAINT "agency_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_section_id_quote_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."quote_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sections" ADD CONSTRAINT "quote_sections_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sections" ADD CONSTRAINT "quote_sections_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_signatures" ADD CONSTRAINT "quote_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" ADD CONSTRAINT "recurring_schedule_items_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedule_items" ADD CONSTRAINT "recurring_schedule_items_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_active_name_key" ON "tax_rates" USING btree (lower("name")) WHERE "tax_rates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("quote_id","section_id","position");--> statement-breakpoint
CREATE INDEX "quote_sections_quote_idx" ON "quote_sections" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","valid_until");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recurring_schedule_items_schedule_idx" ON "recurring_schedule_items" USING btree ("schedule_id","position");--> statement-breakpoint
CREATE INDEX "recurring_schedules_client_idx" ON "recurring_schedules" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "recurring_schedules_due_idx" ON "recurring_schedules" USING btree ("next_period_start") WHERE "recurring_schedules"."status" = 'active';--> statement-breakpoint
CREATE INDEX "credit_note_items_note_idx" ON "credit_note_items" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_client_idx" ON "credit_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on","currency");--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_schedule_id_recurring_schedules_id_fk" FOREIGN KEY ("recurring_schedule_id") REFERENCES "public"."recurring_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id") WHERE "invoices"."quote_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('open', 'partially_paid');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_key" UNIQUE("recurring_schedule_id","period_start");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_check" CHECK ("clients"."currency" is null or "clients"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_reminders_mode_check" CHECK ("clients"."reminders_mode" in ('default', 'custom', 'off'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_amount_check" CHECK ("invoices"."amount_paid_minor" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_late_fee_check" CHECK ("invoices"."late_fee_minor" >= 0 and ("invoices"."late_fee_minor" = 0 or "invoices"."late_fee_added_at" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'open', 'partially_paid', 'paid', 'void', 'uncollectible'));--> statement-breakpoint
-- Invoices written before lines had tax: each line's net and total are its quantity x price, the invoice's subtotal its amount.
UPDATE "invoice_items" SET "net_minor" = "quantity" * "unit_amount_minor", "total_minor" = "quantity" * "unit_amount_minor";--> statement-breakpoint
UPDATE "invoices" SET "subtotal_minor" = "amount_minor";--> statement-breakpoint
UPDATE "invoices" SET "amount_paid_minor" = "amount_minor" WHERE "status" = 'paid';--> statement-breakpoint
INSERT INTO "agency_profile" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
