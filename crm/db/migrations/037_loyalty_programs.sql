-- Issue 21 item 6: the loyalty programme of each shop type (docs/loyalty.md). One row per shop
-- type, written by the settings screen; no row means the programme is off. Percentages keep two
-- decimals like a discount; tiers are [{"fromSpent": kopecks, "percent": n}] in ascending order
-- (validated by schema/loyalty.ts, the one reader of this shape).
CREATE TABLE loyalty_programs (
  shop_type text PRIMARY KEY CHECK (shop_type IN ('flower_shop', 'fastfood')),
  enabled boolean NOT NULL DEFAULT false,
  accrual_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (accrual_percent BETWEEN 0 AND 100),
  tiers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tiers) = 'array'),
  -- null: bonuses never expire.
  expiry_days integer CHECK (expiry_days IS NULL OR expiry_days BETWEEN 1 AND 3650),
  max_share_percent numeric(5, 2) NOT NULL DEFAULT 100 CHECK (max_share_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id)
);
