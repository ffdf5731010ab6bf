-- Specifications (issue 17): a buyer's saved lists of goods (of a company, with an author, shared or not) and the
-- seller's recommended ones (no company, no author); lines keep name/article/unit as added.
CREATE TABLE "specification_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"specification_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"custom_product_id" integer,
	"name" text NOT NULL,
	"article" text,
	"unit" text DEFAULT 'шт' NOT NULL,
	"amount" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer,
	"author_user_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"external_id" text,
	CONSTRAINT "specifications_kind_ck" CHECK (kind IN ('buyer', 'recommended') AND (kind = 'recommended') = (company_id IS NULL)),
	CONSTRAINT "specifications_status_ck" CHECK (status IN ('active', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "specification_lines" ADD CONSTRAINT "specification_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_lines" ADD CONSTRAINT "specification_lines_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_lines" ADD CONSTRAINT "specification_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_lines" ADD CONSTRAINT "specification_lines_custom_product_id_custom_products_id_fk" FOREIGN KEY ("custom_product_id") REFERENCES "public"."custom_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specification_lines_spec_idx" ON "specification_lines" USING btree ("site_id","specification_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "specification_lines_product_uq" ON "specification_lines" USING btree ("specification_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specification_lines_custom_uq" ON "specification_lines" USING btree ("specification_id","custom_product_id");--> statement-breakpoint
CREATE INDEX "specifications_author_idx" ON "specifications" USING btree ("site_id","author_user_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "specifications_company_idx" ON "specifications" USING btree ("site_id","company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "specifications_site_kind_idx" ON "specifications" USING btree ("site_id","kind","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "specifications_site_external_uq" ON "specifications" USING btree ("site_id","external_id") WHERE external_id IS NOT NULL;