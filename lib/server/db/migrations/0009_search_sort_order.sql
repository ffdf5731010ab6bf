-- The catalogue sorted by name (Russian collation) or price, with product id breaking ties, read from an
-- index in order once cached facets give the total: the name index in C order could serve no sort.
DROP INDEX "product_search_site_name_idx";--> statement-breakpoint
DROP INDEX "product_search_site_price_idx";--> statement-breakpoint
CREATE INDEX "product_search_site_name_ru_idx" ON "product_search" USING btree ("site_id","name_fold" COLLATE ru_ru,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_site_price_idx" ON "product_search" USING btree ("site_id","base_price","product_id");