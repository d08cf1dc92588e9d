ALTER TABLE "communications" ADD COLUMN "staff_only" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing records (decision 0028): e-mails and chats were addressed to the client and stay shared with them; the
-- calls and meetings staff logged are the agency's notes on them and become staff-only.
UPDATE "communications" SET "staff_only" = false WHERE "type" IN ('email', 'chat');
