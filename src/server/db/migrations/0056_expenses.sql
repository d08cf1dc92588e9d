CREATE TABLE "account_mappings" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"account_code" text NOT NULL,
	"account_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mappings_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "account_mappings_kind_check" CHECK ("account_mappings"."kind" in ('category', 'tax_rate', 'payment_method', 'fixed')),
	CONSTRAINT "account_mappings_code_check" CHECK (length(trim("account_mappings"."account_code")) > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_name_check" CHECK (length(trim("expense_categories"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"task_id" uuid,
	"milestone_id" uuid,
	"user_id" uuid,
	"expense_date" date NOT NULL,
	"category_id" uuid,
	"vendor" text,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"tax_rate_id" uuid,
	"tax_name" text,
	"tax_rate_millionths" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"markup_basis_points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"return_note" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"invoice_id" uuid,
	"invoice_item_id" uuid,
	"billed_amount_minor" bigint,
	"recurring_expense_id" uuid,
	"period_start" date,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('open', 'submitted', 'approved', 'invoiced')),
	CONSTRAINT "expenses_currency_check" CHECK ("expenses"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD')),
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount_minor" > 0 and "expenses"."net_minor" >= 0 and "expenses"."tax_minor" >= 0),
	CONSTRAINT "expenses_markup_check" CHECK ("expenses"."markup_basis_points" between 0 and 100000),
	CONSTRAINT "expenses_tax_rate_check" CHECK ("expenses"."tax_rate_millionths" between 0 and 1000000),
	CONSTRAINT "expenses_description_check" CHECK (length(trim("expenses"."description")) > 0),
	CONSTRAINT "expenses_invoiced_check" CHECK (("expenses"."status" = 'invoiced') = ("expenses"."invoice_id" is not null) and ("expenses"."invoice_id" is null) = ("expenses"."billed_amount_minor" is null)),
	CONSTRAINT "expenses_period_check" CHECK (("expenses"."recurring_expense_id" is null) or ("expenses"."period_start" is not null))
);
--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"category_id" uuid,
	"vendor" text,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"tax_rate_id" uuid,
	"billable" boolean DEFAULT true NOT NULL,
	"markup_basis_points" integer DEFAULT 0 NOT NULL,
	"frequency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"next_period_start" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_frequency_check" CHECK ("recurring_expenses"."frequency" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_expenses_status_check" CHECK ("recurring_expenses"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "recurring_expenses_currency_check" CHECK ("recurring_expenses"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD')),
	CONSTRAINT "recurring_expenses_amount_check" CHECK ("recurring_expenses"."amount_minor" > 0),
	CONSTRAINT "recurring_expenses_markup_check" CHECK ("recurring_expenses"."markup_basis_points" between 0 and 100000),
	CONSTRAINT "recurring_expenses_day_check" CHECK ("recurring_expenses"."day_of_month" between 1 and 28),
	CONSTRAINT "recurring_expenses_dates_check" CHECK ("recurring_expenses"."end_date" is null or "recurring_expenses"."end_date" >= "recurring_expenses"."start_date")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_entity_type_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_sees_expenses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_expense_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_expense_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_active_name_key" ON "expense_categories" USING btree (lower("name")) WHERE "expense_categories"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_period_key" ON "expenses" USING btree ("recurring_expense_id","period_start") WHERE "expenses"."recurring_expense_id" is not null;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_user_date_idx" ON "expenses" USING btree ("user_id","expense_date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_project_date_idx" ON "expenses" USING btree ("project_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_client_date_idx" ON "expenses" USING btree ("client_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_status_date_idx" ON "expenses" USING btree ("status","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_unbilled_idx" ON "expenses" USING btree ("client_id","expense_date") WHERE "expenses"."invoice_id" is null and "expenses"."billable" and "expenses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "expenses_invoice_idx" ON "expenses" USING btree ("invoice_id") WHERE "expenses"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "recurring_expenses_due_idx" ON "recurring_expenses" USING btree ("next_period_start") WHERE "recurring_expenses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_expenses_project_idx" ON "recurring_expenses" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_entity_type_check" CHECK ("files"."entity_type" in ('task', 'comment', 'milestone', 'message', 'request', 'request_message', 'expense'));--> statement-breakpoint
-- The categories an agency starts with; admins rename, add and archive them.
INSERT INTO "expense_categories" ("name") VALUES ('Software and subscriptions'), ('Hosting and infrastructure'), ('Travel'), ('Stock media and fonts'), ('Contractors'), ('Hardware'), ('Other');
