CREATE TABLE "search_feature_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"value_num" numeric(14, 4),
	"value_text" text,
	CONSTRAINT "search_feature_values_uq" UNIQUE NULLS NOT DISTINCT("site_id","feature_id","value_text","value_num")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "feature_values" integer[] DEFAULT '{}'::int4[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_feature_values" ADD CONSTRAINT "search_feature_values_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_search_section_idx" ON "product_search" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "product_search_feature_values_idx" ON "product_search" USING gin ("feature_values");--> statement-breakpoint
-- Hand-added: product_search.in_stock follows stocks at once (orders reserve and release stock without
-- knowing about the search index). Statement-level with transition tables, so a bulk load of stocks costs
-- one UPDATE, and rows whose flag does not change are not written.
CREATE OR REPLACE FUNCTION product_search_sync_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only search rows whose flag is wrong now are written (flipped); the join with product_search comes
  -- first, so stock rows of products without a search row (a bulk load before the index) cost nothing.
  IF TG_OP = 'DELETE' THEN
    UPDATE product_search ps SET in_stock = NOT ps.in_stock
    FROM (SELECT DISTINCT site_id, product_id FROM old_rows) k
    WHERE ps.site_id = k.site_id AND ps.product_id = k.product_id
      AND ps.in_stock <> EXISTS (SELECT 1 FROM stocks st WHERE st.site_id = k.site_id AND st.product_id = k.product_id AND st.quantity > st.reserved);
  ELSE
    UPDATE product_search ps SET in_stock = NOT ps.in_stock
    FROM (SELECT DISTINCT site_id, product_id FROM new_rows) k
    WHERE ps.site_id = k.site_id AND ps.product_id = k.product_id
      AND ps.in_stock <> EXISTS (SELECT 1 FROM stocks st WHERE st.site_id = k.site_id AND st.product_id = k.product_id AND st.quantity > st.reserved);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stocks_in_stock_insert AFTER INSERT ON stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync_in_stock();--> statement-breakpoint
CREATE TRIGGER stocks_in_stock_update AFTER UPDATE ON stocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync_in_stock();--> statement-breakpoint
CREATE TRIGGER stocks_in_stock_delete AFTER DELETE ON stocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync_in_stock();--> statement-breakpoint
-- Existing search rows: the flag and the feature values (refreshSearchIndex fills both from now on).
UPDATE product_search ps SET in_stock = EXISTS (
  SELECT 1 FROM stocks st WHERE st.site_id = ps.site_id AND st.product_id = ps.product_id AND st.quantity > st.reserved);--> statement-breakpoint
INSERT INTO search_feature_values (site_id, feature_id, value_text, value_num)
  SELECT DISTINCT site_id, feature_id, value_text, value_num FROM product_features
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE product_search ps SET feature_values = x.ids
FROM (
  SELECT pf.site_id, pf.product_id, array_agg(v.id ORDER BY v.id) AS ids
  FROM product_features pf
  JOIN search_feature_values v ON v.site_id = pf.site_id AND v.feature_id = pf.feature_id
    AND coalesce('n' || v.value_num::text, '-') || '|' || coalesce('t' || v.value_text, '-')
      = coalesce('n' || pf.value_num::text, '-') || '|' || coalesce('t' || pf.value_text, '-')
  GROUP BY pf.site_id, pf.product_id
) x
WHERE x.site_id = ps.site_id AND x.product_id = ps.product_id;
