-- Hand-written (drizzle-kit only saw two new columns): product_search is rebuilt with the columns a broad
-- search reads first and two dictionary ids (ADR 0007). A broad word's page and facets read ≈ 37,000
-- rows; PGlite walks every column before the ones it needs, and hashing arrays per row was half of the
-- facet passes. refreshSearchIndex fills both dictionaries and the ids from now on.
CREATE TABLE "search_facet_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"brand_id" integer,
	"manufacturer_id" integer,
	"series_id" integer,
	"group_id" integer,
	"seller_id" integer,
	"is_recommended" boolean NOT NULL,
	"sets" text[] NOT NULL,
	CONSTRAINT "search_facet_profiles_uq" UNIQUE NULLS NOT DISTINCT("site_id","brand_id","manufacturer_id","series_id","group_id","seller_id","is_recommended","sets")
);
--> statement-breakpoint
CREATE TABLE "search_feature_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	CONSTRAINT "search_feature_lists_uq" UNIQUE("site_id","value_ids")
);
--> statement-breakpoint
ALTER TABLE "search_facet_profiles" ADD CONSTRAINT "search_facet_profiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_feature_lists" ADD CONSTRAINT "search_feature_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO search_facet_profiles (site_id, brand_id, manufacturer_id, series_id, group_id, seller_id, is_recommended, sets)
  SELECT DISTINCT site_id, brand_id, manufacturer_id, series_id, group_id, seller_id, is_recommended, sets FROM product_search;--> statement-breakpoint
INSERT INTO search_feature_lists (site_id, value_ids)
  SELECT DISTINCT site_id, feature_values FROM product_search WHERE cardinality(feature_values) > 0;--> statement-breakpoint
CREATE TABLE "product_search_0008" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"facet_profile_id" integer DEFAULT 0 NOT NULL,
	"feature_list_id" integer DEFAULT 0 NOT NULL,
	"base_price" bigint DEFAULT 0 NOT NULL,
	"in_stock" boolean DEFAULT false NOT NULL,
	"section_id" integer,
	"brand_id" integer,
	"manufacturer_id" integer,
	"series_id" integer,
	"group_id" integer,
	"seller_id" integer,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"vector" "tsvector" NOT NULL,
	"codes" text NOT NULL,
	"name_fold" text NOT NULL,
	"sets" text[] DEFAULT '{}'::text[] NOT NULL,
	"feature_values" integer[] DEFAULT '{}'::int4[] NOT NULL
);
--> statement-breakpoint
INSERT INTO product_search_0008 (site_id, product_id, facet_profile_id, feature_list_id, base_price, in_stock, section_id, brand_id,
    manufacturer_id, series_id, group_id, seller_id, is_recommended, vector, codes, name_fold, sets, feature_values)
  SELECT ps.site_id, ps.product_id, fp.id, coalesce(fl.id, 0), ps.base_price, ps.in_stock, ps.section_id, ps.brand_id,
    ps.manufacturer_id, ps.series_id, ps.group_id, ps.seller_id, ps.is_recommended, ps.vector, ps.codes, ps.name_fold, ps.sets, ps.feature_values
  FROM product_search ps
  -- One hashable key (as refreshSearchIndex joins them): eight equalities make the planner expect one row and loop.
  JOIN search_facet_profiles fp
    ON concat_ws('|', fp.site_id, coalesce(fp.brand_id, 0), coalesce(fp.manufacturer_id, 0), coalesce(fp.series_id, 0), coalesce(fp.group_id, 0), coalesce(fp.seller_id, 0), fp.is_recommended, fp.sets::text)
     = concat_ws('|', ps.site_id, coalesce(ps.brand_id, 0), coalesce(ps.manufacturer_id, 0), coalesce(ps.series_id, 0), coalesce(ps.group_id, 0), coalesce(ps.seller_id, 0), ps.is_recommended, ps.sets::text)
  LEFT JOIN search_feature_lists fl ON fl.site_id = ps.site_id AND fl.value_ids = ps.feature_values;--> statement-breakpoint
DROP TABLE "product_search";--> statement-breakpoint
ALTER TABLE "product_search_0008" RENAME TO "product_search";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_site_id_product_id_pk" PRIMARY KEY("site_id","product_id");--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "product_search_codes_trgm_idx" ON "product_search" USING gin ("codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_site_name_idx" ON "product_search" USING btree ("site_id","name_fold");--> statement-breakpoint
CREATE INDEX "product_search_site_price_idx" ON "product_search" USING btree ("site_id","base_price");--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_search_section_idx" ON "product_search" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "product_search_feature_values_idx" ON "product_search" USING gin ("feature_values");--> statement-breakpoint
ANALYZE product_search, search_facet_profiles, search_feature_lists;
