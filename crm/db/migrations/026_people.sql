-- The client card (issue 26 item 6) pages a client's orders newest first and sums them:
-- crm/domains/orders/page.ts filters by `client_id` and walks by (order date, the day's number).
-- This index hands one client's orders over in that order, so a page of a regular client with
-- years of orders reads a page's worth of rows (tests/crm/orders-page.test.ts checks the plan).
-- It starts with client_id, so it also serves everything orders_client_id_idx served.
CREATE INDEX orders_client_date_idx ON orders (client_id, order_date, day_number);
DROP INDEX orders_client_id_idx;

-- Settings of the whole shop that are one value each (issue 26 item 6): `showDemoAreas` shows the
-- template's demo areas to every account, not only the SA (docs/demo.md says what wins over the
-- SHOW_DEMO_AREAS variable). A key without a row has never been saved: the default applies.
CREATE TABLE app_settings (
  key text PRIMARY KEY CHECK (key IN ('showDemoAreas')),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);
