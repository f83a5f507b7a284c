CREATE TABLE "marketing_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"email" text,
	"ad_id" text,
	"ip_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"next_forward_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "marketing_submissions_form_created_idx" ON "marketing_submissions" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_submissions_form_email_key" ON "marketing_submissions" USING btree ("form_id","email");--> statement-breakpoint
CREATE INDEX "marketing_submissions_ip_created_idx" ON "marketing_submissions" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "marketing_submissions_unforwarded_idx" ON "marketing_submissions" USING btree ("id") WHERE "marketing_submissions"."forwarded_at" is null;