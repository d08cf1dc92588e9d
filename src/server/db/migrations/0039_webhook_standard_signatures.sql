ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_type_check";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "response_body" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_type_check" CHECK ("webhook_events"."type" in ('task.created', 'task.updated', 'task.completed', 'milestone.approved', 'milestone.changes_requested', 'request.created', 'request.answered', 'message.posted', 'invoice.created', 'invoice.partially_paid', 'invoice.paid', 'invoice.voided', 'credit_note.issued', 'quote.accepted', 'client.created', 'lead.received', 'webhook.test'));--> statement-breakpoint
-- Secrets were whsec_ + unpadded base64url; the standard's libraries read standard base64. The same key bytes, rewritten
-- (decision 0071), so deliveries stay signed with the key the endpoint has always had.
UPDATE "webhook_endpoints"
SET "secret" = 'whsec_' || translate(substr("secret", 7), '-_', '+/') || repeat('=', (4 - length(substr("secret", 7)) % 4) % 4)
WHERE "secret" ~ '^whsec_[A-Za-z0-9_-]+$' AND length(substr("secret", 7)) % 4 <> 1;
