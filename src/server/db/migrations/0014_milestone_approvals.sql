CREATE TABLE "milestone_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_note" text,
	"request_ip" text,
	"answered_by_id" uuid,
	"answered_at" timestamp with time zone,
	"answer_note" text,
	"answer_ip" text,
	"content_hash" text,
	"invalidated_at" timestamp with time zone,
	CONSTRAINT "milestone_approvals_status_check" CHECK ("milestone_approvals"."status" in ('pending', 'approved', 'changes_requested')),
	CONSTRAINT "milestone_approvals_answer_check" CHECK (("milestone_approvals"."status" = 'pending') = ("milestone_approvals"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "milestone_approvals" ADD CONSTRAINT "milestone_approvals_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_approvals" ADD CONSTRAINT "milestone_approvals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_approvals" ADD CONSTRAINT "milestone_approvals_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_approvals_milestone_idx" ON "milestone_approvals" USING btree ("milestone_id","requested_at");