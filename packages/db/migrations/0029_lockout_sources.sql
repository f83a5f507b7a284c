ALTER TABLE "login_failures" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_pin_failures" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_source_at_idx" ON "login_failures" USING btree ("email","source","at");--> statement-breakpoint
CREATE INDEX "agency_pin_failures_username_source_at_idx" ON "agency_pin_failures" USING btree ("agency_username","source","at");