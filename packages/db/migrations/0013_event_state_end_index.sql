ALTER TABLE "events" ADD COLUMN "administrative_area" text;--> statement-breakpoint
CREATE INDEX "events_end_idx" ON "events" USING btree ("end_time");--> statement-breakpoint
-- Events made before this column: the state from the geocoder answer kept with the event.
UPDATE "events" SET "administrative_area" = "raw_geolocation"->>'administrative_area'
WHERE "administrative_area" IS NULL AND jsonb_typeof("raw_geolocation") = 'object';
--> statement-breakpoint
-- Their sales recorded the county as the tax state; the tax is due to the state.
UPDATE "purchases" SET "tax_state" = "events"."administrative_area"
FROM "events" WHERE "events"."id" = "purchases"."event_id" AND "events"."administrative_area" IS NOT NULL;
