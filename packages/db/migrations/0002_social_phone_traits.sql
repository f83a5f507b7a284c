CREATE TABLE "phone_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"srv_sid" text NOT NULL,
	"phone" text NOT NULL,
	"method" text NOT NULL,
	"code_hash" text NOT NULL,
	"member_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"name" text,
	"login_enabled" boolean DEFAULT true NOT NULL,
	"access_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"name" text,
	"access_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_trait_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_traits" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_trait_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_traits" ADD CONSTRAINT "specialist_traits_parent_id_specialist_traits_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specialist_traits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_srv_sid_key" ON "phone_verifications" USING btree ("srv_sid");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_created_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_provider_subject_key" ON "social_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_provider_key" ON "social_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_proofs_token_hash_key" ON "social_proofs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "social_proofs_expires_idx" ON "social_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "specialist_traits_parent_idx" ON "specialist_traits" USING btree ("parent_id");
--> statement-breakpoint
-- Seed: trait lists (spec 000 §3, spec 001 §6). Ids are fixed: forms and filters send them.
-- Specialist traits are 1..99; a sub-trait's id is its trait's id * 100 + its position.
INSERT INTO "specialist_traits" ("id", "parent_id", "name", "sort_order") VALUES
(1, NULL, 'Musician', 1),
(2, NULL, 'Comedian', 2),
(3, NULL, 'Dancer', 3),
(4, NULL, 'Magician', 4),
(5, NULL, 'Visual Artist', 5),
(6, NULL, 'Speaker', 6),
(7, NULL, 'Content Creator', 7),
(8, NULL, 'Actor', 8),
(9, NULL, 'Circus & Variety', 9),
(10, NULL, 'Poet & Writer', 10),
(11, NULL, 'Host & MC', 11),
(12, NULL, 'Fitness Instructor', 12),
(13, NULL, 'Culinary Artist', 13),
(14, NULL, 'Model', 14),
(101, 1, 'Singer', 1),
(102, 1, 'Guitarist', 2),
(103, 1, 'Bassist', 3),
(104, 1, 'Drummer', 4),
(105, 1, 'Pianist / Keyboardist', 5),
(106, 1, 'DJ', 6),
(107, 1, 'Rapper / MC', 7),
(108, 1, 'Producer', 8),
(109, 1, 'Violinist', 9),
(110, 1, 'Saxophonist', 10),
(111, 1, 'Band', 11),
(112, 1, 'Cover Band', 12),
(113, 1, 'Acoustic Soloist', 13),
(201, 2, 'Stand-up Comedian', 1),
(202, 2, 'Improv Comedian', 2),
(203, 2, 'Sketch Comedian', 3),
(204, 2, 'Roast Comedian', 4),
(301, 3, 'Hip-hop Dancer', 1),
(302, 3, 'Ballet Dancer', 2),
(303, 3, 'Salsa Dancer', 3),
(304, 3, 'Breakdancer', 4),
(305, 3, 'Choreographer', 5),
(306, 3, 'Dance Crew', 6),
(401, 4, 'Close-up Magician', 1),
(402, 4, 'Stage Magician', 2),
(403, 4, 'Mentalist', 3),
(404, 4, 'Illusionist', 4),
(501, 5, 'Painter', 1),
(502, 5, 'Muralist', 2),
(503, 5, 'Live Painter', 3),
(504, 5, 'Photographer', 4),
(505, 5, 'Videographer', 5),
(506, 5, 'Caricaturist', 6),
(507, 5, 'Tattoo Artist', 7),
(601, 6, 'Keynote Speaker', 1),
(602, 6, 'Motivational Speaker', 2),
(603, 6, 'Panelist', 3),
(604, 6, 'Workshop Leader', 4),
(701, 7, 'YouTuber', 1),
(702, 7, 'Streamer', 2),
(703, 7, 'Podcaster', 3),
(704, 7, 'Influencer', 4),
(705, 7, 'Short-video Creator', 5),
(801, 8, 'Theater Actor', 1),
(802, 8, 'Film Actor', 2),
(803, 8, 'Voice Actor', 3),
(901, 9, 'Juggler', 1),
(902, 9, 'Acrobat', 2),
(903, 9, 'Fire Performer', 3),
(904, 9, 'Aerialist', 4),
(905, 9, 'Stilt Walker', 5),
(1001, 10, 'Spoken Word Poet', 1),
(1002, 10, 'Author', 2),
(1003, 10, 'Storyteller', 3),
(1101, 11, 'Event Host', 1),
(1102, 11, 'Emcee', 2),
(1103, 11, 'Game Show Host', 3),
(1104, 11, 'Auctioneer', 4),
(1201, 12, 'Yoga Instructor', 1),
(1202, 12, 'Fitness Coach', 2),
(1203, 12, 'Dance Fitness Instructor', 3),
(1301, 13, 'Private Chef', 1),
(1302, 13, 'Mixologist', 2),
(1303, 13, 'Barista', 3),
(1401, 14, 'Fashion Model', 1),
(1402, 14, 'Brand Ambassador', 2);
--> statement-breakpoint
INSERT INTO "business_trait_types" ("id", "name", "sort_order") VALUES
(1, 'Bar', 1),
(2, 'Nightclub', 2),
(3, 'Restaurant', 3),
(4, 'Brewery', 4),
(5, 'Winery', 5),
(6, 'Coffee Shop', 6),
(7, 'Event Venue', 7),
(8, 'Event Promoter', 8),
(9, 'Hotel', 9),
(10, 'Festival', 10),
(11, 'Music Venue', 11),
(12, 'Comedy Club', 12),
(13, 'Theater', 13),
(14, 'Art Gallery', 14),
(15, 'Lounge', 15),
(16, 'Distillery', 16),
(17, 'Corporate Events', 17),
(18, 'Private Events', 18),
(19, 'Wedding Planner', 19),
(20, 'Community Organization', 20),
(21, 'Retail Store', 21),
(22, 'Record Label', 22),
(23, 'Media Company', 23);
--> statement-breakpoint
INSERT INTO "user_trait_types" ("id", "name", "sort_order") VALUES
(1, 'Live Music', 1),
(2, 'Comedy', 2),
(3, 'Dance', 3),
(4, 'Nightlife', 4),
(5, 'Theater', 5),
(6, 'Art & Exhibitions', 6),
(7, 'Food & Drink', 7),
(8, 'Festivals', 8),
(9, 'Sports & Fitness', 9),
(10, 'Magic & Variety', 10),
(11, 'Talks & Workshops', 11),
(12, 'Family Friendly', 12),
(13, 'Film & Screenings', 13),
(14, 'Gaming & Esports', 14),
(15, 'Podcasts & Creators', 15),
(16, 'Wine & Beer Tastings', 16),
(17, 'Hip-hop', 17),
(18, 'Electronic', 18),
(19, 'Jazz & Blues', 19),
(20, 'Rock', 20),
(21, 'Latin', 21),
(22, 'Country', 22),
(23, 'Classical', 23);
