-- ===== Hand-written block (issue 21, branch i21-cache): caches of shared data invalidated across processes. =====
-- Every server process keeps site settings and hosts, synonyms, facets and translations in memory
-- (lib/server/cache/named-cache.ts). On PostgreSQL several processes serve one database, so a write of
-- their source tables notifies channel b2b_cache with `table:siteId` (`table` alone: the whole table),
-- and each process's listener (lib/server/cache/cache-listener.ts) drops the entries that write made
-- stale. NOTIFY is delivered when the writing transaction commits, at most once per distinct payload
-- per transaction, and never for a rolled back one. On PGlite (one process) nobody listens: the
-- notifications go nowhere and the process invalidates its own caches when it writes.
CREATE OR REPLACE FUNCTION cache_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column naming the row's site (site_id; id for sites itself).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('b2b_cache', TG_TABLE_NAME || ':' || coalesce(to_jsonb(OLD) ->> TG_ARGV[0], ''));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('b2b_cache', TG_TABLE_NAME || ':' || coalesce(to_jsonb(NEW) ->> TG_ARGV[0], ''));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION cache_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('b2b_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Facets follow the search documents and prices: the rows migration 0019's triggers add to search_changes
-- name the sites whose documents changed (a NULL site: product_search was truncated).
CREATE OR REPLACE FUNCTION cache_notify_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('b2b_cache', 'search_changes' || coalesce(':' || s.site_id::text, ''))
  FROM (SELECT DISTINCT site_id FROM added) s;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sites_cache_notify AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('id');--> statement-breakpoint
CREATE TRIGGER site_hosts_cache_notify AFTER INSERT OR UPDATE OR DELETE ON site_hosts
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('site_id');--> statement-breakpoint
CREATE TRIGGER translations_cache_notify AFTER INSERT OR UPDATE OR DELETE ON translations
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('site_id');--> statement-breakpoint
CREATE TRIGGER search_synonyms_cache_notify AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  FOR EACH ROW EXECUTE FUNCTION cache_notify_row('site_id');--> statement-breakpoint
CREATE TRIGGER sites_cache_notify_truncate AFTER TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER site_hosts_cache_notify_truncate AFTER TRUNCATE ON site_hosts
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER translations_cache_notify_truncate AFTER TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER search_synonyms_cache_notify_truncate AFTER TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_table();--> statement-breakpoint
CREATE TRIGGER search_changes_cache_notify AFTER INSERT ON search_changes REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION cache_notify_search_changes();
-- ===== End of the hand-written block. =====
