CREATE TABLE "dashboard_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"internal" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_body_check" CHECK (length(trim("request_messages"."body")) > 0 and length("request_messages"."body") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_entity_type_check";--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_client_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_messages_client_idx" ON "request_messages" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "request_messages_author_id_idx" ON "request_messages" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('task_assigned', 'task_comment', 'new_lead', 'invoice_created', 'milestone_completed', 'approval_requested', 'approval_answered', 'project_message', 'client_request', 'request_answered', 'request_message', 'budget_alert', 'timesheet_submitted', 'timesheet_answered', 'quote_sent', 'quote_answered', 'project_created', 'payment_received', 'webhook_disabled'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('task_assigned', 'task_comment', 'new_lead', 'invoice_created', 'milestone_completed', 'approval_requested', 'approval_answered', 'project_message', 'client_request', 'request_answered', 'request_message', 'budget_alert', 'timesheet_submitted', 'timesheet_answered', 'quote_sent', 'quote_answered', 'project_created', 'payment_received', 'webhook_disabled'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_entity_type_check" CHECK ("files"."entity_type" in ('task', 'comment', 'milestone', 'message', 'request', 'request_message'));--> statement-breakpoint
-- Hand-written (decision 0109): a request message's files go with it, as every attachable record's do (migration 0017).
CREATE TRIGGER request_messages_delete_files AFTER DELETE ON request_messages REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('request_message');
