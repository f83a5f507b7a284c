DROP INDEX "posts_author_idx";--> statement-breakpoint
DROP INDEX "posts_event_idx";--> statement-breakpoint
DROP INDEX "posts_asset_idx";--> statement-breakpoint
CREATE INDEX "subscription_invoices_pending_idx" ON "subscription_invoices" USING btree ("created_at") WHERE "subscription_invoices"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "posts_event_idx" ON "posts" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "posts_asset_idx" ON "posts" USING btree ("asset_id","id");