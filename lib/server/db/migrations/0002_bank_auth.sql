CREATE TABLE "bank_auth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"is_remembered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_auth_states" ADD CONSTRAINT "bank_auth_states_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_auth_states_site_state_uq" ON "bank_auth_states" USING btree ("site_id","state_hash");--> statement-breakpoint
CREATE INDEX "bank_auth_states_site_expires_idx" ON "bank_auth_states" USING btree ("site_id","expires_at");