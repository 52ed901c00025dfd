-- Suppliers are paged and searched on the server like the other growing lists (issue 17, 016's
-- pattern): a keyset over (sort, id), and a trigram index on exactly searchExpr() of
-- crm/lists/page.ts for the Suppliers list (name, phone digits, ИНН).
CREATE INDEX suppliers_sort_idx ON suppliers (sort, id);
CREATE INDEX suppliers_search_idx ON suppliers USING gin ((lower(coalesce("name", '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g') || ' ' || coalesce("inn", ''))) gin_trgm_ops);
