CREATE TABLE "client_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"invoice_id" uuid,
	"payment_id" uuid,
	"paid_on" date NOT NULL,
	"method" text,
	"reference" text,
	"note" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_credits_kind_check" CHECK ("client_credits"."kind" in ('excess', 'applied', 'refund')),
	CONSTRAINT "client_credits_currency_check" CHECK ("client_credits"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "client_credits_method_check" CHECK ("client_credits"."method" is null or "client_credits"."method" in ('bank_transfer', 'card', 'cash', 'check', 'stripe', 'other', 'credit')),
	CONSTRAINT "client_credits_amount_check" CHECK ("client_credits"."amount_minor" <> 0 and ("client_credits"."kind" = 'excess' or "client_credits"."amount_minor" < 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_method_check";--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_credits_client_idx" ON "client_credits" USING btree ("client_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "client_credits_invoice_idx" ON "client_credits" USING btree ("invoice_id") WHERE "client_credits"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('bank_transfer', 'card', 'cash', 'check', 'stripe', 'other', 'credit'));--> statement-breakpoint
-- Money paid and credited above an invoice's total before the credit balance existed becomes the client's credit now,
-- so every invoice's excess is on its client's balance (decision 0093).
INSERT INTO "client_credits" ("client_id", "currency", "kind", "amount_minor", "invoice_id", "paid_on", "note")
SELECT "client_id", "currency", 'excess', "amount_paid_minor" + "amount_credited_minor" - "amount_minor", "id", current_date,
  'Paid and credited above the invoice''s total before credit balances existed'
FROM "invoices"
WHERE "status" NOT IN ('draft', 'void') AND "amount_paid_minor" + "amount_credited_minor" > "amount_minor";
