CREATE TABLE "offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"custom_product_id" integer,
	"name" text NOT NULL,
	"article" text,
	"unit" text DEFAULT 'шт' NOT NULL,
	"amount" integer NOT NULL,
	"markup_basis_points" integer,
	"position" integer NOT NULL,
	CONSTRAINT "offer_lines_markup_ck" CHECK (markup_basis_points IS NULL OR markup_basis_points > -10000)
);
--> statement-breakpoint
CREATE TABLE "offer_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"template" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_user_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"markup_basis_points" integer DEFAULT 0 NOT NULL,
	"template" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "offers_status_ck" CHECK (status IN ('active', 'archived')),
	CONSTRAINT "offers_markup_ck" CHECK (markup_basis_points > -10000)
);
--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_custom_product_id_custom_products_id_fk" FOREIGN KEY ("custom_product_id") REFERENCES "public"."custom_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_templates" ADD CONSTRAINT "offer_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_lines_offer_idx" ON "offer_lines" USING btree ("site_id","offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_templates_company_uq" ON "offer_templates" USING btree ("site_id","company_id");--> statement-breakpoint
CREATE INDEX "offers_author_idx" ON "offers" USING btree ("site_id","company_id","author_user_id","status","updated_at");