ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" is null or "users"."language" in ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" is null or "users"."locale" in ('en-US', 'en-GB', 'es-MX', 'es-ES', 'de-DE', 'de-AT', 'de-CH'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_language_check" CHECK ("clients"."language" in ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_locale_check" CHECK ("clients"."locale" is null or "clients"."locale" in ('en-US', 'en-GB', 'es-MX', 'es-ES', 'de-DE', 'de-AT', 'de-CH'));