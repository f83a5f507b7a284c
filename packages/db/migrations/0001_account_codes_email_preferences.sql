CREATE TABLE "account_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"member_id" integer,
	"email" text,
	"payload" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketing_email_exclusions" (
	"member_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "marketing_email_exclusions_member_id_type_id_pk" PRIMARY KEY("member_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "account_codes" ADD CONSTRAINT "account_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_email_exclusions" ADD CONSTRAINT "marketing_email_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_codes_code_hash_key" ON "account_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "account_codes_member_idx" ON "account_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "account_codes_email_type_created_idx" ON "account_codes" USING btree ("email","type","created_at");