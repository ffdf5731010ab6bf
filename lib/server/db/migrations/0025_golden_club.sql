CREATE TABLE "bonus_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" integer,
	"order_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_transactions_kind_ck" CHECK (kind IN ('opening', 'accrual', 'spending'))
);
--> statement-breakpoint
CREATE TABLE "club_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_feedback_kind_ck" CHECK (kind IN ('feedback', 'questionnaire'))
);
--> statement-breakpoint
CREATE TABLE "club_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"turnover_from" bigint NOT NULL,
	"percent_bp" integer NOT NULL,
	CONSTRAINT "club_levels_percent_ck" CHECK (percent_bp BETWEEN 0 AND 10000),
	CONSTRAINT "club_levels_turnover_ck" CHECK (turnover_from >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"joined_by_user_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"brand_id" integer,
	"section_id" integer,
	"percent_bp" integer NOT NULL,
	CONSTRAINT "club_rules_target_ck" CHECK ((brand_id IS NULL) <> (section_id IS NULL)),
	CONSTRAINT "club_rules_percent_ck" CHECK (percent_bp BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD CONSTRAINT "bonus_transactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD CONSTRAINT "bonus_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_transactions" ADD CONSTRAINT "bonus_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_feedback" ADD CONSTRAINT "club_feedback_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_feedback" ADD CONSTRAINT "club_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_feedback" ADD CONSTRAINT "club_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_levels" ADD CONSTRAINT "club_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_joined_by_user_id_users_id_fk" FOREIGN KEY ("joined_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rules" ADD CONSTRAINT "club_rules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rules" ADD CONSTRAINT "club_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_rules" ADD CONSTRAINT "club_rules_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_transactions_company_idx" ON "bonus_transactions" USING btree ("site_id","company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transactions_order_kind_uq" ON "bonus_transactions" USING btree ("site_id","order_id","kind");--> statement-breakpoint
CREATE INDEX "club_feedback_site_created_idx" ON "club_feedback" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "club_levels_site_turnover_uq" ON "club_levels" USING btree ("site_id","turnover_from");--> statement-breakpoint
CREATE UNIQUE INDEX "club_members_site_company_uq" ON "club_members" USING btree ("site_id","company_id");--> statement-breakpoint
CREATE INDEX "club_rules_site_idx" ON "club_rules" USING btree ("site_id");