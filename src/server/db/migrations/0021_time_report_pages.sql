CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "time_tallies_client_idx" ON "time_tallies" USING btree ("client_id","month");--> statement-breakpoint
CREATE INDEX "time_tallies_project_idx" ON "time_tallies" USING btree ("project_id","month");