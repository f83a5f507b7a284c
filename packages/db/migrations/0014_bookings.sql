CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_event_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"schedule_id" integer,
	"day_id" integer,
	"trait_id" integer NOT NULL,
	"max_cents" integer NOT NULL,
	"type" text DEFAULT 'BID' NOT NULL,
	"state" text NOT NULL,
	"bid_state" text,
	"price_cents" integer,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_grievances" (
	"bid_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"description" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"bid_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"charged_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"charge_id" text,
	"card_brand" text,
	"card_last4" text,
	"state" text NOT NULL,
	"charged_at" timestamp with time zone,
	"payout_due_at" timestamp with time zone NOT NULL,
	"payout_status" text DEFAULT 'due' NOT NULL,
	"transfer_id" text,
	"connect_id" text,
	"paid_at" timestamp with time zone,
	"payout_failure" text,
	"payout_attempts" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"followed_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"locality" text,
	"administrative_area" text,
	"sub_administrative_area" text,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_request_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_request_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"sub_event_id" integer NOT NULL,
	"state" text NOT NULL,
	"schedule_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"name" text NOT NULL,
	"location_id" integer,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"buffer_time" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"book_now_cents" integer,
	"prv_rate_cents" integer,
	"prv_book_now_cents" integer,
	"approve_bids" boolean DEFAULT false NOT NULL,
	"lockout" integer NOT NULL,
	"max_events" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"buffer_time" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"book_now_cents" integer,
	"prv_rate_cents" integer,
	"prv_book_now_cents" integer,
	"approve_bids" boolean DEFAULT false NOT NULL,
	"lockout" integer NOT NULL,
	"max_events" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_traits" (
	"talent_id" integer NOT NULL,
	"trait_id" integer NOT NULL,
	CONSTRAINT "talent_traits_talent_id_trait_id_pk" PRIMARY KEY("talent_id","trait_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "category" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "bid_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "schedule_request_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_grievances" ADD CONSTRAINT "booking_grievances_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_grievances" ADD CONSTRAINT "booking_grievances_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_members_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_members_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_request_messages" ADD CONSTRAINT "schedule_request_messages_request_id_schedule_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."schedule_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_request_messages" ADD CONSTRAINT "schedule_request_messages_from_id_members_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_business_id_members_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_sub_event_id_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_templates" ADD CONSTRAINT "schedule_templates_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_templates" ADD CONSTRAINT "schedule_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_day_id_schedule_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."schedule_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_traits" ADD CONSTRAINT "talent_traits_talent_id_members_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_traits" ADD CONSTRAINT "talent_traits_trait_id_specialist_traits_id_fk" FOREIGN KEY ("trait_id") REFERENCES "public"."specialist_traits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_live_key" ON "bids" USING btree ("sub_event_id","talent_id") WHERE "bids"."state" in ('Request', 'Bid', 'Booked');--> statement-breakpoint
CREATE INDEX "bids_day_idx" ON "bids" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "bids_talent_idx" ON "bids" USING btree ("talent_id","placed_at");--> statement-breakpoint
CREATE INDEX "bids_event_idx" ON "bids" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bids_business_idx" ON "bids" USING btree ("business_id","placed_at");--> statement-breakpoint
CREATE INDEX "bids_schedule_idx" ON "bids" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "booking_payments_talent_idx" ON "booking_payments" USING btree ("talent_id","event_id");--> statement-breakpoint
CREATE INDEX "booking_payments_business_idx" ON "booking_payments" USING btree ("business_id","event_id");--> statement-breakpoint
CREATE INDEX "booking_payments_open_idx" ON "booking_payments" USING btree ("payout_due_at") WHERE "booking_payments"."payout_status" in ('due', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id");--> statement-breakpoint
CREATE INDEX "locations_talent_idx" ON "locations" USING btree ("talent_id") WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_days_talent_day_key" ON "schedule_days" USING btree ("talent_id","day");--> statement-breakpoint
CREATE INDEX "schedule_days_due_idx" ON "schedule_days" USING btree ("closes_at") WHERE "schedule_days"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "schedule_request_messages_request_idx" ON "schedule_request_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_requests_sub_event_talent_key" ON "schedule_requests" USING btree ("sub_event_id","talent_id");--> statement-breakpoint
CREATE INDEX "schedule_requests_talent_idx" ON "schedule_requests" USING btree ("talent_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_requests_event_idx" ON "schedule_requests" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_templates_talent_name_key" ON "schedule_templates" USING btree ("talent_id","name");--> statement-breakpoint
CREATE INDEX "schedules_talent_start_idx" ON "schedules" USING btree ("talent_id","start_time");--> statement-breakpoint
CREATE INDEX "schedules_day_idx" ON "schedules" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "schedules_location_idx" ON "schedules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "schedules_start_idx" ON "schedules" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "talent_traits_trait_idx" ON "talent_traits" USING btree ("trait_id");--> statement-breakpoint
CREATE INDEX "notifications_bid_idx" ON "notifications" USING btree ("bid_id") WHERE "notifications"."bid_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_schedule_request_idx" ON "notifications" USING btree ("schedule_request_id") WHERE "notifications"."schedule_request_id" is not null;