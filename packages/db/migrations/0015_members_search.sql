-- search_celebrities_regexp (spec 001 §7 Follow): prefix full-text search of members by name and username.
CREATE INDEX "members_search_idx" ON "members" USING gin (to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("username", '')));
