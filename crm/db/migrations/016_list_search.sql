-- The lists that grow with the business are paged and searched on the server (issue 17,
-- crm/lists/page.ts): a page follows the list's order by a keyset over (sort, id), never OFFSET,
-- and the search is a substring match over one lowercased text of the searched fields (phones by
-- their digits), served by a trigram index. Each expression must stay exactly searchExpr() of
-- crm/lists/page.ts; tests/crm/list-page.test.ts checks with EXPLAIN that the planner uses them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX clients_sort_idx ON clients (sort, id);
CREATE INDEX recipients_sort_idx ON recipients (sort, id);
CREATE INDEX products_sort_idx ON products (sort, id);
CREATE INDEX certificates_sort_idx ON certificates (sort, id);
CREATE INDEX promocodes_sort_idx ON promocodes (sort, id);

CREATE INDEX clients_search_idx ON clients USING gin ((lower(coalesce("last_name", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("patronymic", '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g') || ' ' || coalesce("email", ''))) gin_trgm_ops);
CREATE INDEX recipients_search_idx ON recipients USING gin ((lower(coalesce("last_name", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("patronymic", '') || ' ' || regexp_replace(coalesce("phone", ''), '\D', '', 'g') || ' ' || coalesce("address", ''))) gin_trgm_ops);
CREATE INDEX products_search_idx ON products USING gin ((lower(coalesce("name", '') || ' ' || coalesce("article", '') || ' ' || coalesce("barcode", ''))) gin_trgm_ops);
CREATE INDEX certificates_search_idx ON certificates USING gin ((lower(coalesce("code", ''))) gin_trgm_ops);
CREATE INDEX promocodes_search_idx ON promocodes USING gin ((lower(coalesce("code", ''))) gin_trgm_ops);
