CREATE TABLE "project_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"internal" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_messages_body_check" CHECK (length(trim("project_messages"."body")) > 0 and length("project_messages"."body") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_messages_project_idx" ON "project_messages" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_messages_client_id_idx" ON "project_messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "project_messages_author_id_idx" ON "project_messages" USING btree ("author_id");--> statement-breakpoint
-- client_id is the project's client, always: set from the project on every write of a message, and carried along when
-- a project moves to another client, so a client user's scope and the live events never read a stale company.
CREATE FUNCTION project_messages_take_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.client_id INTO NEW.client_id FROM projects p WHERE p.id = NEW.project_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_messages_take_client BEFORE INSERT OR UPDATE OF project_id, client_id ON project_messages
  FOR EACH ROW EXECUTE FUNCTION project_messages_take_client();
--> statement-breakpoint
CREATE FUNCTION project_messages_follow_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_messages SET client_id = NEW.client_id WHERE project_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_messages_follow_project AFTER UPDATE OF client_id ON projects
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION project_messages_follow_project();
