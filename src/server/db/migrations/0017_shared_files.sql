CREATE TABLE "file_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"project_id" uuid,
	"client_id" uuid NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_entity_type_check" CHECK ("files"."entity_type" in ('task', 'comment', 'milestone', 'message', 'request')),
	CONSTRAINT "files_name_check" CHECK (length(trim("files"."name")) > 0),
	CONSTRAINT "files_size_check" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "files_entity_idx" ON "files" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "files_client_idx" ON "files" USING btree ("client_id");--> statement-breakpoint
-- A record's files go with it, however it is deleted (its own route, or a project's or client's cascade): statement
-- triggers with the deleted rows as a transition table, so a project of 10k tasks is one DELETE here (decision 0039).
CREATE FUNCTION delete_attached_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM files f USING gone g WHERE f.entity_type = TG_ARGV[0] AND f.entity_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_delete_files AFTER DELETE ON tasks REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('task');
--> statement-breakpoint
CREATE TRIGGER task_comments_delete_files AFTER DELETE ON task_comments REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('comment');
--> statement-breakpoint
CREATE TRIGGER milestones_delete_files AFTER DELETE ON milestones REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('milestone');
--> statement-breakpoint
CREATE TRIGGER project_messages_delete_files AFTER DELETE ON project_messages REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('message');
--> statement-breakpoint
CREATE TRIGGER client_requests_delete_files AFTER DELETE ON client_requests REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION delete_attached_files('request');
--> statement-breakpoint
-- Every deleted files row leaves its stored object to the files.remove job, due at once.
CREATE FUNCTION files_queue_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_removals (storage_key) SELECT storage_key FROM gone
    ON CONFLICT (storage_key) DO UPDATE SET due_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_queue_removal AFTER DELETE ON files REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION files_queue_removal();
