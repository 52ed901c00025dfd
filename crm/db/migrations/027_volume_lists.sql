-- The last lists of issue 17 page on the server: streets (a city has thousands; the order form's
-- street picker searches them), the stock balances of /warehouse/Stock and the open
-- notifications. Each page reads a page's worth of rows through one of these indexes, whatever
-- the shop holds; tests/crm/volume-lists.test.ts checks the plans with EXPLAIN.

-- Streets, like the other growing lists of 016: a keyset over (sort, id), and a trigram index on
-- exactly searchExpr() of crm/lists/page.ts for the Street list (its name).
CREATE INDEX streets_sort_idx ON streets (sort, id);
CREATE INDEX streets_search_idx ON streets USING gin ((lower(coalesce("name", ''))) gin_trgm_ops);

-- Balances by product name (crm/warehouse/balances.ts): the products in name order, each
-- product's balance rows found by product (all branches) or by the primary key (one branch).
CREATE INDEX products_name_idx ON products (name, id);
CREATE INDEX stock_balances_product_idx ON stock_balances (product_id, affiliate_id);
-- Balances by quantity (the shortest first): over every branch, and within one.
CREATE INDEX stock_balances_quantity_idx ON stock_balances (quantity, product_id, affiliate_id);
CREATE INDEX stock_balances_affiliate_quantity_idx ON stock_balances (affiliate_id, quantity, product_id);

-- Open notifications newest first over (at, id): every shop's (a superadmin), and one shop's.
CREATE INDEX notifications_open_at_idx ON notifications (at, id) WHERE NOT ready;
CREATE INDEX notifications_shop_open_at_idx ON notifications (shop_type, at, id) WHERE NOT ready;
