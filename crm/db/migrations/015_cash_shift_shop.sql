-- Issue 16 item 3 (and issue 26 item 3): the cash of one shop type is its own. A branch may run a
-- flower counter and a fast-food till side by side, each with its own shift; an order's payment
-- lands in the open shift of its branch and shop type only. Shifts before this were the flower
-- shop's (the only till the product had).
ALTER TABLE cash_shifts
  ADD COLUMN shop_type text NOT NULL DEFAULT 'flower_shop' CHECK (shop_type IN ('flower_shop', 'fastfood'));
ALTER TABLE cash_shifts ALTER COLUMN shop_type DROP DEFAULT;
DROP INDEX cash_shifts_one_open;
CREATE UNIQUE INDEX cash_shifts_one_open ON cash_shifts (affiliate_id, shop_type) WHERE closed_at IS NULL;
