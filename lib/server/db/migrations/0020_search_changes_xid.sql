-- ===== Hand-written block (issue 19, branch i19-default): prices in the change feed. =====
-- The in-process search index keeps each product's prices per price type (a buyer's company price filters
-- and sorts in memory), so writes of product_prices are recorded in search_changes like those of
-- product_search, by the same statement-level function of migration 0019 (product_prices has site_id and
-- product_id). A statement writing more than 1,000 prices of a site records the whole site.
CREATE TRIGGER product_prices_search_changes_insert AFTER INSERT ON product_prices REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
CREATE TRIGGER product_prices_search_changes_update AFTER UPDATE ON product_prices REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
CREATE TRIGGER product_prices_search_changes_delete AFTER DELETE ON product_prices REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
-- ===== End of the hand-written block. =====
ALTER TABLE "search_changes" ADD COLUMN "xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");