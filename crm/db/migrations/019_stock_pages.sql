-- The stock documents, the movement ledger and the cash shifts are paged on the server (issue 17,
-- crm/warehouse/page.ts, crm/cashbox/page.ts): newest first by a keyset over (moment, id), never
-- OFFSET. Each page's filter has an index that hands rows over in that order, so a page reads a
-- page's worth of rows whatever the history holds; tests/crm/stock-page.test.ts checks the plans
-- with EXPLAIN. Documents of a kind already have (kind, doc_date, id) from migration 006.

-- The whole ledger, one product's, one branch's.
CREATE INDEX stock_movements_at_idx ON stock_movements (at, id);
CREATE INDEX stock_movements_product_at_idx ON stock_movements (product_id, at, id);
CREATE INDEX stock_movements_affiliate_at_idx ON stock_movements (affiliate_id, at, id);
-- (product_id, at) is covered by the index above.
DROP INDEX stock_movements_product_idx;

-- Every shift, one till's (shop type), one branch's.
CREATE INDEX cash_shifts_opened_idx ON cash_shifts (opened_at, id);
CREATE INDEX cash_shifts_shop_opened_idx ON cash_shifts (shop_type, opened_at, id);
-- A branch runs at most two tills: its shifts in order, the till checked on each.
CREATE INDEX cash_shifts_affiliate_opened_idx ON cash_shifts (affiliate_id, opened_at, id);

-- The document search: number and comment, a substring match. Must stay exactly DOCUMENT_SEARCH
-- of crm/warehouse/page.ts.
CREATE INDEX stock_documents_search_idx ON stock_documents USING gin ((lower(number || ' ' || comment)) gin_trgm_ops);
