CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "client_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" uuid,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_status_check" CHECK ("client_requests"."status" in ('open', 'accepted', 'declined')),
	CONSTRAINT "client_requests_priority_check" CHECK ("client_requests"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "client_requests_title_check" CHECK (length(trim("client_requests"."title")) > 0),
	CONSTRAINT "client_requests_declined_reason_check" CHECK ("client_requests"."status" <> 'declined' or length(trim(coalesce("client_requests"."decline_reason", ''))) > 0),
	CONSTRAINT "client_requests_decided_check" CHECK (("client_requests"."status" = 'open') = ("client_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_number_key" ON "client_requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_task_id_key" ON "client_requests" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "client_requests_created_at_idx" ON "client_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "client_requests_status_idx" ON "client_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "client_requests_client_id_idx" ON "client_requests" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_requests_project_id_idx" ON "client_requests" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_requests_created_by_idx" ON "client_requests" USING btree ("created_by_id");