CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"event_id" integer,
	"link" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_customers" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_ticket_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "private_ticket_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"code" text NOT NULL,
	"purchase_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_state" text,
	"payment_company" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"charge_id" text,
	"refund_id" text,
	"refund_pending" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"failure_code" text,
	"email" text,
	"idempotency_key" text,
	"private_code_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text,
	"card_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"brand" text,
	"last4" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"default_card_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_token_hash" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"sales_start" timestamp with time zone NOT NULL,
	"sales_end" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"tax_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"online_only" boolean DEFAULT false NOT NULL,
	"purchase_limit" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_customers" ADD CONSTRAINT "card_customers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_ticket_codes" ADD CONSTRAINT "private_ticket_codes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_passes" ADD CONSTRAINT "ticket_passes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_customers_customer_id_key" ON "card_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_ticket_codes_code_key" ON "private_ticket_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "private_ticket_codes_ticket_idx" ON "private_ticket_codes" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "purchases_member_idx" ON "purchases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_ticket_member_idx" ON "purchases" USING btree ("ticket_id","member_id");--> statement-breakpoint
CREATE INDEX "purchases_event_idx" ON "purchases" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_member_idempotency_key" ON "purchases" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchases_pending_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."status" = 'Pending' or "purchases"."refund_pending";--> statement-breakpoint
CREATE INDEX "sandbox_cards_customer_idx" ON "sandbox_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_passes_code_key" ON "ticket_passes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ticket_passes_purchase_idx" ON "ticket_passes" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "ticket_waitlist_ticket_idx" ON "ticket_waitlist" USING btree ("ticket_id","state","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_active_key" ON "ticket_waitlist" USING btree ("ticket_id","member_id") WHERE "ticket_waitlist"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "ticket_waitlist_offer_expiry_idx" ON "ticket_waitlist" USING btree ("offer_expires_at") WHERE "ticket_waitlist"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","id");