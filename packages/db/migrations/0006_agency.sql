CREATE TABLE "agency_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_pin_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_pin_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_username" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_pins" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "agency_session_id" integer;--> statement-breakpoint
ALTER TABLE "agency_clients" ADD CONSTRAINT "agency_clients_agency_id_members_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_clients" ADD CONSTRAINT "agency_clients_client_id_members_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_pins" ADD CONSTRAINT "agency_pins_agency_id_members_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_clients_client_key" ON "agency_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "agency_clients_agency_idx" ON "agency_clients" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_pin_failures_username_at_idx" ON "agency_pin_failures" USING btree ("agency_username","at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_session_id_sessions_id_fk" FOREIGN KEY ("agency_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_agency_session_idx" ON "sessions" USING btree ("agency_session_id");