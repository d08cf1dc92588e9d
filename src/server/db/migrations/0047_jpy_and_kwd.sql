CREATE TABLE "currency_payment_instructions" (
	"currency" text PRIMARY KEY NOT NULL,
	"instructions" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_payment_instructions_currency_check" CHECK ("currency_payment_instructions"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD')),
	CONSTRAINT "currency_payment_instructions_text_check" CHECK (length(trim("currency_payment_instructions"."instructions")) > 0)
);
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_currency_check";--> statement-breakpoint
ALTER TABLE "client_revenue" DROP CONSTRAINT "client_revenue_currency_check";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_currency_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_currency_check";--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_currency_check";--> statement-breakpoint
ALTER TABLE "agency_profile" DROP CONSTRAINT "agency_profile_currency_check";--> statement-breakpoint
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_currency_check";--> statement-breakpoint
ALTER TABLE "recurring_schedules" DROP CONSTRAINT "recurring_schedules_currency_check";--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_currency_check";--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_currency_check";--> statement-breakpoint
ALTER TABLE "client_credits" DROP CONSTRAINT "client_credits_currency_check";--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_check" CHECK ("clients"."currency" is null or "clients"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "client_revenue" ADD CONSTRAINT "client_revenue_currency_check" CHECK ("client_revenue"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_currency_check" CHECK ("time_entries"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "agency_profile" ADD CONSTRAINT "agency_profile_currency_check" CHECK ("agency_profile"."default_currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "recurring_schedules" ADD CONSTRAINT "recurring_schedules_currency_check" CHECK ("recurring_schedules"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_currency_check" CHECK ("credit_notes"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_currency_check" CHECK ("invoice_payments"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_currency_check" CHECK ("client_credits"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'));