CREATE TABLE "language_agency_texts" (
	"language" text PRIMARY KEY NOT NULL,
	"payment_instructions" text,
	"footer" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_agency_texts_language_check" CHECK ("language_agency_texts"."language" in ('en', 'es', 'de'))
);
