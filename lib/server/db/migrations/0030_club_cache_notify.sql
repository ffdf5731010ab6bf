-- ===== Hand-written block (session 13): the golden club's programme invalidated across processes. =====
-- Each server process keeps a site's club programme (levels, brand and section rules, and the section tree
-- the section rules cover) in memory (lib/server/club/club-program.ts). Like migration 0024's caches, a
-- write of its source tables notifies channel b2b_cache with `table:siteId`, and every process's listener
-- drops that site's programme. The levels and rules are a handful of rows: one notice per row. Sections and
-- brands arrive by the thousand from the 1C exchange: one notice per site and statement, from its transition
-- table (PostgreSQL allows a transition table only on a single-event trigger, hence three each).
CREATE TRIGGER club_levels_cache_notify AFTER INSERT OR UPDATE OR DELETE ON club_levels
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('site_id');--> statement-breakpoint
CREATE TRIGGER club_rules_cache_notify AFTER INSERT OR UPDATE OR DELETE ON club_rules
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('site_id');--> statement-breakpoint
CREATE TRIGGER club_levels_cache_notify_truncate AFTER TRUNCATE ON club_levels
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER club_rules_cache_notify_truncate AFTER TRUNCATE ON club_rules
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE OR REPLACE FUNCTION cache_notify_changed_sites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('b2b_cache', TG_TABLE_NAME || ':' || s.site_id::text)
  FROM (SELECT DISTINCT site_id FROM changed) s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sections_cache_notify_insert AFTER INSERT ON sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER sections_cache_notify_update AFTER UPDATE ON sections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER sections_cache_notify_delete AFTER DELETE ON sections REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER brands_cache_notify_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER brands_cache_notify_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER brands_cache_notify_delete AFTER DELETE ON brands REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_changed_sites();--> statement-breakpoint
CREATE TRIGGER sections_cache_notify_truncate AFTER TRUNCATE ON sections
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER brands_cache_notify_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();
-- ===== End of the hand-written block. =====
