-- Hand-written: a comma or dot between two digits is a decimal separator, part of the number, in codes
-- as in lib/shared/article.ts normalizeArticle: "3х2,5" folds to "3x2.5", no longer to "3x25" (the code
-- of a 3х25 cable), so a search for one cross-section stops finding the other. Other separators are
-- still dropped. Existing articles and search rows that hold such a number are folded again here
-- (refreshSearchIndex writes the new form from now on).
CREATE OR REPLACE FUNCTION search_fold_code(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(coalesce(value, '')), '(?<![0-9])[.,]|[.,](?![0-9])', '', 'g'),
    'авеёкмнорстух, -/\_()' || chr(9) || chr(10) || chr(13), 'abeekmhopctyx.')
$$;--> statement-breakpoint
UPDATE products SET article_norm = search_fold_code(article) WHERE article ~ '[0-9][.,][0-9]';--> statement-breakpoint
UPDATE product_search ps SET codes = concat_ws(' ', search_fold_code(p.article), search_fold_code(p.manufacturer_code),
    nullif(search_fold_code(regexp_replace(p.name, '(^|\s)[^\s0-9]+(?=\s|$)', ' ', 'g')), ''))
  FROM products p
  WHERE p.id = ps.product_id AND p.site_id = ps.site_id
    AND (p.article ~ '[0-9][.,][0-9]' OR p.manufacturer_code ~ '[0-9][.,][0-9]' OR p.name ~ '[0-9][.,][0-9]');
