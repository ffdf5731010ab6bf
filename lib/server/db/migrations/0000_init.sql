CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Russian ordering for names: ICU collation, present both in PGlite and in PostgreSQL built with ICU.
CREATE COLLATION IF NOT EXISTS ru_ru (provider = icu, locale = 'ru-RU');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('Administrator', 'Manager', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."feature_kind" AS ENUM('numeric', 'text');--> statement-breakpoint
CREATE TYPE "public"."relation_kind" AS ENUM('analog', 'related');--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"url" text,
	"market_url" text,
	"locales" text[] DEFAULT '{ru,en,uz}'::text[] NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"settings" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"modules" jsonb NOT NULL,
	"feature_flags" jsonb NOT NULL,
	"captcha" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"region_id" integer,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_individual" boolean DEFAULT false NOT NULL,
	"price_type_id" integer,
	"credit_sum" bigint DEFAULT 0 NOT NULL,
	"receivables" bigint DEFAULT 0 NOT NULL,
	"overdue_receivables" bigint DEFAULT 0 NOT NULL,
	"overdue_duration" integer DEFAULT 0 NOT NULL,
	"deferral_days" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"manager_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "member_role" DEFAULT 'buyer' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"comment" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text,
	"ogrn" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"last_name" text,
	"first_name" text,
	"middle_name" text,
	"gender" text,
	"city" text,
	"position" text,
	"region_id" integer,
	"is_individual" boolean DEFAULT false NOT NULL,
	"email_agreed_for_marketing" boolean DEFAULT false NOT NULL,
	"active_company_id" integer,
	"avatar_path" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"kind" "feature_kind" NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_features" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"value_num" numeric(14, 4),
	"value_text" text,
	CONSTRAINT "product_features_site_id_product_id_feature_id_pk" PRIMARY KEY("site_id","product_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "product_prices_site_id_product_id_price_type_id_pk" PRIMARY KEY("site_id","product_id","price_type_id")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"kind" "relation_kind" NOT NULL,
	CONSTRAINT "product_relations_site_id_product_id_kind_related_id_pk" PRIMARY KEY("site_id","product_id","kind","related_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"article" text NOT NULL,
	"article_norm" text NOT NULL,
	"manufacturer_code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"section_id" integer,
	"brand_id" integer,
	"manufacturer_id" integer,
	"series_id" integer,
	"group_id" integer,
	"seller_id" integer,
	"unit" text DEFAULT 'шт' NOT NULL,
	"minimum_batch" integer DEFAULT 1 NOT NULL,
	"multiplicity" integer DEFAULT 1 NOT NULL,
	"quantity_in_box" integer,
	"quantity_in_block" integer,
	"delivery_days" integer,
	"weight_kg" numeric(10, 3),
	"vat_rate" integer DEFAULT 20 NOT NULL,
	"base_price" bigint DEFAULT 0 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sets" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"brand_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stocks_site_id_product_id_warehouse_id_pk" PRIMARY KEY("site_id","product_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_managers" ADD CONSTRAINT "company_managers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_managers" ADD CONSTRAINT "company_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_managers" ADD CONSTRAINT "company_managers_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_types" ADD CONSTRAINT "price_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regions_site_idx" ON "regions" USING btree ("site_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "site_hosts_host_uq" ON "site_hosts" USING btree ("host");--> statement-breakpoint
CREATE INDEX "site_hosts_site_idx" ON "site_hosts" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "warehouses_site_idx" ON "warehouses" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "companies_site_name_idx" ON "companies" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_managers_uq" ON "company_managers" USING btree ("site_id","company_id","manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_uq" ON "company_members" USING btree ("site_id","company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "delivery_addresses_company_idx" ON "delivery_addresses" USING btree ("site_id","company_id");--> statement-breakpoint
CREATE INDEX "legal_entities_company_idx" ON "legal_entities" USING btree ("site_id","company_id");--> statement-breakpoint
CREATE INDEX "legal_entities_inn_idx" ON "legal_entities" USING btree ("site_id","inn");--> statement-breakpoint
CREATE INDEX "managers_site_idx" ON "managers" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_email_uq" ON "users" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_phone_uq" ON "users" USING btree ("site_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_site_uuid_uq" ON "users" USING btree ("site_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_site_slug_uq" ON "brands" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "brands_site_name_idx" ON "brands" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "features_site_idx" ON "features" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "manufacturers_site_idx" ON "manufacturers" USING btree ("site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_site_code_uq" ON "price_types" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "product_features_num_idx" ON "product_features" USING btree ("site_id","feature_id","value_num");--> statement-breakpoint
CREATE INDEX "product_features_text_idx" ON "product_features" USING btree ("site_id","feature_id","value_text");--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_site_slug_uq" ON "product_groups" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("site_id","product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_article_uq" ON "products" USING btree ("site_id","article");--> statement-breakpoint
CREATE INDEX "products_site_article_norm_idx" ON "products" USING btree ("site_id","article_norm");--> statement-breakpoint
CREATE INDEX "products_site_section_idx" ON "products" USING btree ("site_id","section_id");--> statement-breakpoint
CREATE INDEX "products_site_brand_idx" ON "products" USING btree ("site_id","brand_id");--> statement-breakpoint
CREATE INDEX "products_site_group_idx" ON "products" USING btree ("site_id","group_id");--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("site_id","base_price");--> statement-breakpoint
CREATE INDEX "sections_site_parent_idx" ON "sections" USING btree ("site_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "sections_site_path_idx" ON "sections" USING btree ("site_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_site_slug_uq" ON "sections" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "sellers_site_idx" ON "sellers" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "series_site_idx" ON "series" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "stocks_site_warehouse_idx" ON "stocks" USING btree ("site_id","warehouse_id");