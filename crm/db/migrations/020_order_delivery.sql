-- Issue 26 item 1: the delivery charge is part of the order's money. The order stores what it
-- charged for delivery (kopecks, the street's «Стоимость доставки» as the form suggests it, or what
-- the user typed), and total = subtotal − discount + delivery, so the receipt, the statistics, the
-- order list's sum and the cash all see it once. The discount applies to the goods only.
--
-- Existing orders get 0: their totals were taken (and paid) without a delivery charge, and
-- changing them now would change money already in the till and in past reports.
ALTER TABLE orders ADD COLUMN delivery_sum integer NOT NULL DEFAULT 0 CHECK (delivery_sum >= 0);

-- The old unnamed check (total = subtotal − discount_sum) is found by its text, not a guessed name.
DO $$
DECLARE c text;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = 'orders'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%total = (subtotal - discount_sum)%'
  LOOP
    EXECUTE format('ALTER TABLE orders DROP CONSTRAINT %I', c);
  END LOOP;
END $$;
ALTER TABLE orders ADD CONSTRAINT orders_total_adds_up CHECK (total = subtotal - discount_sum + delivery_sum);
