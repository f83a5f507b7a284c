-- Rows made before the teaser rule are unchecked (the asset-previews clock job looks at each once); new rows are checked.
ALTER TABLE "assets" ADD COLUMN "preview_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "preview_checked" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "assets_preview_unchecked_idx" ON "assets" USING btree ("id") WHERE not "assets"."preview_checked";
