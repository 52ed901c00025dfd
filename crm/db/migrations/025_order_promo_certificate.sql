-- Issue 26 item 2: promo codes and gift certificates at checkout (docs/orders.md "Promo codes and
-- certificates").
--
-- A promo code is a discount on the goods after the manual discount, so it is part of the total:
-- total = subtotal − discount − promo + delivery, the one sum the receipt, the statistics and the
-- cash use. The order keeps a snapshot of the code as applied (text, kind, value): the list entry
-- may be edited or deleted later without changing an order already taken.
--
-- A certificate is a payment, not a discount: the total stays, the sum paid by certificate comes
-- off what is due, and it is never cash takings (it is not an order_payments row, so no shift and
-- no cash report sees it).
--
-- `redeemed` says whether the order currently holds one use of its promo code and its certificate
-- sum: a live order holds them, a cancelled or deleted one has given them back
-- (crm/domains/orders/redeem.ts keeps the two in line in the order's transaction).
ALTER TABLE orders
  ADD COLUMN promocode_id integer REFERENCES promocodes (id),
  ADD COLUMN promo_code text NOT NULL DEFAULT '',
  ADD COLUMN promo_kind text CHECK (promo_kind IS NULL OR promo_kind IN ('percent', 'amount')),
  ADD COLUMN promo_value numeric NOT NULL DEFAULT 0 CHECK (promo_value >= 0),
  ADD COLUMN promo_sum integer NOT NULL DEFAULT 0 CHECK (promo_sum >= 0),
  ADD COLUMN certificate_id integer REFERENCES certificates (id),
  ADD COLUMN certificate_code text NOT NULL DEFAULT '',
  ADD COLUMN certificate_sum integer NOT NULL DEFAULT 0 CHECK (certificate_sum >= 0),
  ADD COLUMN redeemed boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT orders_certificate_within_total CHECK (advance_sum + certificate_sum <= total);
CREATE INDEX orders_promocode_id_idx ON orders (promocode_id) WHERE promocode_id IS NOT NULL;
CREATE INDEX orders_certificate_id_idx ON orders (certificate_id) WHERE certificate_id IS NOT NULL;

ALTER TABLE orders DROP CONSTRAINT orders_total_adds_up;
ALTER TABLE orders ADD CONSTRAINT orders_total_adds_up
  CHECK (total = subtotal - discount_sum - promo_sum + delivery_sum);

-- Uses are counted by the conditional UPDATE … WHERE used_count < usage_limit of redeem.ts, which
-- PostgreSQL re-checks on the locked row, so concurrent orders never pass the limit. No CHECK ties
-- the two: lowering a limit below the uses already made must stay possible in the list editor.
ALTER TABLE promocodes
  ADD COLUMN used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  ADD COLUMN min_order_sum integer CHECK (min_order_sum >= 0);

-- A certificate never spent has its face value left; saying so once lets the balance be the one
-- number the till reads and decrements.
UPDATE certificates SET balance = amount WHERE balance IS NULL;
