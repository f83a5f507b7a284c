CREATE TABLE "network_followers" (
	"member_id" integer NOT NULL,
	"network" text NOT NULL,
	"handle" text,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_followers_member_id_network_pk" PRIMARY KEY("member_id","network")
);
--> statement-breakpoint
ALTER TABLE "network_followers" ADD CONSTRAINT "network_followers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;