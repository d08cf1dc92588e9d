DROP INDEX "time_entries_user_date_idx";--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","work_date","created_at","id","minutes");