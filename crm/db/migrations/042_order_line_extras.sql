-- Issue 22: what a fast-food line carries beyond product × count × price. `extras_price` is the
-- modifiers' price per unit (line and combo parts together), so sum = count × (price + extras);
-- `price` stays the base price the form sent, and an edit sends it back unchanged.
ALTER TABLE order_lines
  ADD COLUMN comment text NOT NULL DEFAULT '',
  ADD COLUMN extras_price integer NOT NULL DEFAULT 0;
ALTER TABLE order_lines DROP CONSTRAINT order_lines_check;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_sum_check
  CHECK (sum = count * (price + extras_price) AND price + extras_price >= 0);

-- A combo line's parts (part_no from 1), names as sold.
CREATE TABLE order_line_parts (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  part_no integer NOT NULL CHECK (part_no >= 1),
  slot_id integer REFERENCES combo_slots (id) ON DELETE SET NULL,
  slot_name text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  name text NOT NULL,
  PRIMARY KEY (order_id, line_no, part_no)
);
CREATE INDEX order_line_parts_product_idx ON order_line_parts (product_id);

-- The modifiers chosen on a line (part_no 0) or on one of its combo parts, names and price as
-- sold: the statistics count them, the kitchen shows them.
CREATE TABLE order_line_modifiers (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  part_no integer NOT NULL CHECK (part_no >= 0),
  seq integer NOT NULL,
  option_id integer REFERENCES modifier_options (id) ON DELETE SET NULL,
  group_name text NOT NULL,
  name text NOT NULL,
  price_delta integer NOT NULL,
  PRIMARY KEY (order_id, line_no, part_no, seq)
);

-- What one unit of the line takes from stock through its modifiers' compositions, as sold (an
-- edited option recipe leaves old orders alone); the write-off adds it to the line's products.
CREATE TABLE order_line_stock (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  quantity numeric(12, 3) NOT NULL,
  PRIMARY KEY (order_id, line_no, product_id)
);
