CREATE TABLE "asset_products" (
	"asset_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asset_products_asset_id_product_id_pk" PRIMARY KEY("asset_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "asset_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"payment_company" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"charge_id" text,
	"status" text NOT NULL,
	"failure_message" text,
	"failure_code" text,
	"idempotency_key" text,
	"payout_transfer_id" text,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_tiers" (
	"asset_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	CONSTRAINT "asset_tiers_asset_id_tier_id_pk" PRIMARY KEY("asset_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"asset_data" text,
	"media_key" text,
	"media_mime" text,
	"media_bytes" integer,
	"media_filename" text,
	"preview_key" text,
	"preview_mime" text,
	"image" text,
	"preview" text,
	"published" boolean DEFAULT true NOT NULL,
	"allow_access" boolean DEFAULT false NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"membership" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_assets" (
	"collection_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_assets_collection_id_asset_id_pk" PRIMARY KEY("collection_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"trial_days" integer,
	"eff_date" timestamp with time zone,
	"time_zone" text,
	"image" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"disabled_from" timestamp with time zone,
	"disabled_time_zone" text,
	"replaces_plan_id" integer,
	"stripe_price_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"subtype_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"stripe_product_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"cycle_start" timestamp with time zone NOT NULL,
	"cycle_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"status" text NOT NULL,
	"charge_id" text,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"payout_transfer_id" text,
	"paid_out_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"state" text NOT NULL,
	"card_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"type_id" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_products" ADD CONSTRAINT "asset_products_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_products" ADD CONSTRAINT "asset_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_purchases" ADD CONSTRAINT "asset_purchases_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_purchases" ADD CONSTRAINT "asset_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_purchases" ADD CONSTRAINT "asset_purchases_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_tiers" ADD CONSTRAINT "asset_tiers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_tiers" ADD CONSTRAINT "asset_tiers_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assets" ADD CONSTRAINT "collection_assets_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assets" ADD CONSTRAINT "collection_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_products_product_idx" ON "asset_products" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_purchases_member_idx" ON "asset_purchases" USING btree ("member_id","asset_id");--> statement-breakpoint
CREATE INDEX "asset_purchases_asset_idx" ON "asset_purchases" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "asset_purchases_creator_idx" ON "asset_purchases" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_purchases_member_idempotency_key" ON "asset_purchases" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_purchases_member_asset_live_key" ON "asset_purchases" USING btree ("member_id","asset_id") WHERE "asset_purchases"."status" in ('Pending', 'Charged');--> statement-breakpoint
CREATE INDEX "asset_purchases_unpaid_idx" ON "asset_purchases" USING btree ("created_at") WHERE "asset_purchases"."status" = 'Charged' and "asset_purchases"."paid_out_at" is null;--> statement-breakpoint
CREATE INDEX "asset_tiers_tier_idx" ON "asset_tiers" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "assets_owner_idx" ON "assets" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("type","created_at") WHERE "assets"."state" = 'active' and "assets"."published";--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "collection_assets_asset_idx" ON "collection_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "plans_product_idx" ON "plans" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "plans_tier_idx" ON "plans" USING btree ("tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_replaces_key" ON "plans" USING btree ("replaces_plan_id") WHERE "plans"."replaces_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type_id","created_at") WHERE not "products"."disabled";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_cycle_key" ON "subscription_invoices" USING btree ("subscription_id","cycle_start");--> statement-breakpoint
CREATE INDEX "subscription_invoices_creator_idx" ON "subscription_invoices" USING btree ("creator_id","paid_at");--> statement-breakpoint
CREATE INDEX "subscription_invoices_product_idx" ON "subscription_invoices" USING btree ("product_id","paid_at");--> statement-breakpoint
CREATE INDEX "subscription_invoices_unpaid_out_idx" ON "subscription_invoices" USING btree ("paid_at") WHERE "subscription_invoices"."status" = 'Paid' and "subscription_invoices"."paid_out_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_tier_member_idx" ON "subscriptions" USING btree ("tier_id","member_id");--> statement-breakpoint
CREATE INDEX "subscriptions_product_idx" ON "subscriptions" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "subscriptions_creator_idx" ON "subscriptions" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."state" in ('Active', 'Trialing', 'Ending', 'PastDue');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_key" ON "subscriptions" USING btree ("stripe_subscription_id") WHERE "subscriptions"."stripe_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "tiers_product_idx" ON "tiers" USING btree ("product_id","id");