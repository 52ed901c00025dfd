-- Issue 26 item 3: markups and gifts at checkout, promo batches that make usable codes
-- (docs/orders.md "Markups and gifts", docs/marketing.md "Promo batches").
--
-- A markup (urgent delivery, a holiday) raises the goods: a percent of the subtotal or a fixed sum,
-- never on the delivery, so total = subtotal − discount − promo + markup + delivery, the one sum
-- the receipt, the statistics and the cash use. Like a promo code, the order keeps a snapshot of
-- the markup as applied (name, kind, value): editing the list later changes no order taken.
-- A fixed markup is rubles in the list (as a promo code's sum), kopecks on the order. No kind (a
-- record saved through /api, which knows only the percent) is a percent.
ALTER TABLE markups
  ADD COLUMN kind text DEFAULT 'percent' CHECK (kind IS NULL OR kind IN ('percent', 'amount'));

-- A gift (list «Подарки») is given at 0 ₽: it changes no sum, the order names it so the florist
-- packs it and the receipt prints it; its minimum order sum and dates are checked at checkout.
ALTER TABLE orders
  ADD COLUMN markup_id integer REFERENCES markups (id),
  ADD COLUMN markup_name text NOT NULL DEFAULT '',
  ADD COLUMN markup_kind text CHECK (markup_kind IS NULL OR markup_kind IN ('percent', 'amount')),
  ADD COLUMN markup_value numeric NOT NULL DEFAULT 0 CHECK (markup_value >= 0),
  ADD COLUMN markup_sum integer NOT NULL DEFAULT 0 CHECK (markup_sum >= 0),
  ADD COLUMN gift_id integer REFERENCES gifts (id),
  ADD COLUMN gift_name text NOT NULL DEFAULT '';

ALTER TABLE orders DROP CONSTRAINT orders_total_adds_up;
ALTER TABLE orders ADD CONSTRAINT orders_total_adds_up
  CHECK (total = subtotal - discount_sum - promo_sum + markup_sum + delivery_sum);

-- A batch makes `count` codes in the promo codes list, each with the batch's terms, so the
-- checkout treats them exactly as a single promo code (dates, limit per code, minimum sum, uses).
ALTER TABLE promo_batches
  ADD COLUMN valid_from date,
  ADD COLUMN usage_limit integer CHECK (usage_limit >= 0),
  ADD COLUMN min_order_sum integer CHECK (min_order_sum >= 0);

ALTER TABLE promocodes ADD COLUMN batch_id integer REFERENCES promo_batches (id);
CREATE INDEX promocodes_batch_id_idx ON promocodes (batch_id, id) WHERE batch_id IS NOT NULL;
