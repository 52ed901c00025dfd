-- The catalogue's writable side (docs/catalog.md): product details, uploaded images and the
-- composition of bouquets and dishes (what the warehouse writes off when one is sold).

-- Images are content-addressed: the key is the SHA-256 of the stored (normalised) picture, so a
-- URL never changes meaning and can be cached for ever; the same picture uploaded twice is one row.
CREATE TABLE images (
  key text PRIMARY KEY CHECK (key ~ '^[0-9a-f]{64}$'),
  mime text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  full_bytes bytea NOT NULL,
  thumb_bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE categories ADD COLUMN image text REFERENCES images (key);
-- The CRM refuses deeper cycles and mixed shop types in a branch (crm/catalog/tree.ts); this one
-- it can state as a constraint.
ALTER TABLE categories ADD CONSTRAINT categories_parent_not_self CHECK (parent_id <> id);

ALTER TABLE products
  ADD COLUMN barcode text NOT NULL DEFAULT '',
  ADD COLUMN cost_kopecks integer CHECK (cost_kopecks >= 0),
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN image text REFERENCES images (key);

-- Article and barcode identify a product at the till and in documents: unique when given.
CREATE UNIQUE INDEX products_article_uq ON products (lower(article)) WHERE article <> '';
CREATE UNIQUE INDEX products_barcode_uq ON products (lower(barcode)) WHERE barcode <> '';

-- One row per component of a composed product: `quantity` units of `component_id` go into one
-- unit of `product_id` (0.5 m of ribbon, 25 roses).
CREATE TABLE product_components (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES products (id),
  quantity numeric(12, 3) NOT NULL CHECK (quantity > 0),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, component_id),
  CHECK (product_id <> component_id)
);
CREATE INDEX product_components_component_idx ON product_components (component_id);
