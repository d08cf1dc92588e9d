CREATE TABLE "notification_delivery" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'immediate' NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_delivery_mode_check" CHECK ("notification_delivery"."mode" in ('immediate', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"user_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_addresses" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"thread_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_addresses_thread_user_key" UNIQUE("kind","thread_id","user_id"),
	CONSTRAINT "reply_addresses_token_check" CHECK ("reply_addresses"."token" ~ '^[a-z0-9]{20,40}$')
);
--> statement-breakpoint
ALTER TABLE "notification_delivery" ADD CONSTRAINT "notification_delivery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_addresses" ADD CONSTRAINT "reply_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;