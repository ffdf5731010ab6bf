-- ===== Hand-written block (issue 19, branch i19-engine): the change feed of the search documents. =====
-- Statement triggers on product_search write which documents changed to search_changes (created below by
-- drizzle-kit): one row per product, or one row with product_id NULL when a statement changed more than
-- 1,000 documents of a site (the in-process index rebuilds that site), and one row with both NULL when the
-- table is truncated (every site rebuilds). Every writer is covered: refreshSearchIndex and
-- refreshSearchPrices, and the in-stock trigger on stocks (migration 0007), which orders' reservations fire.
-- The functions name search_changes at run time, so they can be created before the table.
CREATE OR REPLACE FUNCTION search_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (site_id, product_id)
  SELECT c.site_id, c.product_id FROM (SELECT DISTINCT site_id, product_id FROM changed_rows) c
  WHERE c.site_id IN (SELECT site_id FROM changed_rows GROUP BY site_id HAVING count(*) <= 1000)
  UNION ALL
  SELECT site_id, NULL FROM changed_rows GROUP BY site_id HAVING count(*) > 1000;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (site_id, product_id) VALUES (NULL, NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_changes_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
CREATE TRIGGER product_search_changes_update AFTER UPDATE ON product_search REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
CREATE TRIGGER product_search_changes_delete AFTER DELETE ON product_search REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_record();--> statement-breakpoint
CREATE TRIGGER product_search_changes_truncate AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_changes_truncated();--> statement-breakpoint
-- ===== End of the hand-written block. =====
CREATE TABLE "search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer,
	"product_id" integer
);
--> statement-breakpoint
CREATE INDEX "search_changes_site_seq_idx" ON "search_changes" USING btree ("site_id","seq");