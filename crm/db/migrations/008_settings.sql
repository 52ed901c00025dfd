-- Shop settings (docs/print.md): the receipt template of each shop type. A shop type without a
-- row prints with the defaults of schema/receipt.ts; the first save creates its row.
CREATE TABLE receipt_settings (
  shop_type text PRIMARY KEY CHECK (shop_type IN ('flower_shop', 'fastfood')),
  shop_name text NOT NULL CHECK (length(shop_name) BETWEEN 1 AND 60),
  header_text text NOT NULL DEFAULT '' CHECK (length(header_text) <= 300),
  footer_text text NOT NULL DEFAULT '' CHECK (length(footer_text) <= 300),
  paper_width integer NOT NULL CHECK (paper_width IN (58, 80)),
  show_order_number boolean NOT NULL,
  show_date boolean NOT NULL,
  show_cashier boolean NOT NULL,
  show_client boolean NOT NULL,
  show_lines boolean NOT NULL,
  show_discount boolean NOT NULL,
  show_payment_type boolean NOT NULL,
  show_change boolean NOT NULL,
  code text NOT NULL DEFAULT 'none' CHECK (code IN ('none', 'barcode', 'qr')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
