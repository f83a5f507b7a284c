ALTER TABLE "asset_purchases" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "asset_purchases" ADD COLUMN "adopted_fingerprints" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."claimed_at" is null;