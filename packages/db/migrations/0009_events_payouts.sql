CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"sub_administrative_area" text,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"private" boolean DEFAULT false NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"online_url" text,
	"online_only" boolean DEFAULT false NOT NULL,
	"password" text,
	"raw_geolocation" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"traits_num" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_items" (
	"member_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watched_items_member_id_item_type_item_id_pk" PRIMARY KEY("member_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"connect_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"restricted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_onboarding_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_onboarding_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"connect_id" text NOT NULL,
	"return_url" text NOT NULL,
	"refresh_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_connect_accounts" (
	"connect_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"business_name" text,
	"bank_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_items" ADD CONSTRAINT "watched_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_business_start_idx" ON "events" USING btree ("business_id","start_time");--> statement-breakpoint
CREATE INDEX "events_listed_position_idx" ON "events" USING gist (point("longitude", "latitude")) WHERE "events"."draft" = false and "events"."private" = false;--> statement-breakpoint
CREATE INDEX "events_listed_end_idx" ON "events" USING btree ("end_time") WHERE "events"."draft" = false and "events"."private" = false;--> statement-breakpoint
CREATE INDEX "sub_events_event_start_idx" ON "sub_events" USING btree ("event_id","start_time");--> statement-breakpoint
CREATE INDEX "watched_items_item_idx" ON "watched_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_connect_id_key" ON "payout_accounts" USING btree ("connect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_onboarding_links_token_hash_key" ON "payout_onboarding_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payout_onboarding_links_connect_idx" ON "payout_onboarding_links" USING btree ("connect_id");