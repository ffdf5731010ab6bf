-- Hand-added: the SQL twins of lib/shared/article.ts normalizeArticle (codes) and of the ё → е fold
-- used for words, so the search index and the queries built in JS fold text the same way.
CREATE OR REPLACE FUNCTION search_fold_code(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'авеёкмнорстух .-/\_,()' || chr(9) || chr(10) || chr(13), 'abeekmhopctyx')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'ё', 'е')
$$;--> statement-breakpoint
CREATE TABLE "product_search" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"vector" "tsvector" NOT NULL,
	"codes" text NOT NULL,
	"name_fold" text NOT NULL,
	"section_id" integer,
	"brand_id" integer,
	"manufacturer_id" integer,
	"series_id" integer,
	"group_id" integer,
	"seller_id" integer,
	"base_price" bigint DEFAULT 0 NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"sets" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "product_search_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_words_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "product_search_codes_trgm_idx" ON "product_search" USING gin ("codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_site_name_idx" ON "product_search" USING btree ("site_id","name_fold");--> statement-breakpoint
CREATE INDEX "product_search_site_price_idx" ON "product_search" USING btree ("site_id","base_price");--> statement-breakpoint
CREATE INDEX "search_synonyms_site_idx" ON "search_synonyms" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);