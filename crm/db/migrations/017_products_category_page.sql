-- A category's products page by page (issue 17: the POS tile, the catalogue's category): the
-- page keeps the products whose category is in the category's subtree (crm/lists/page.ts
-- subtreeSql walks categories down parent_id) and reads them in list order (sort, id). This index
-- serves both the category match and the order, so a tile of a 5,000-product catalogue reads only
-- its own products; tests/crm/list-page.test.ts checks the plan with EXPLAIN.
-- It leads with category_id, so it also does the work of 001's single-column index (the foreign
-- key's lookups), which goes.
CREATE INDEX products_category_sort_idx ON products (category_id, sort, id);
DROP INDEX products_category_id_idx;
