-- The order list by the day an order is due (issue 26 item 4): «Завтра» for a florist is
-- tomorrow's deliveries, not the orders taken tomorrow. An order is due on its delivery (or
-- pick-up) date, or on the day it was taken when it has none (a ticket at the till, a bouquet
-- taken away at once): the same reading as the marketing suggestions (crm/marketing/suggestions.ts).
-- crm/domains/orders/page.ts pages by (due day, time window, id), and this index hands the rows
-- over in that order for any period, so a page reads a page's worth of rows whatever the history
-- holds (tests/crm/orders-page.test.ts checks the plan with EXPLAIN). The time window is free
-- text («12:00-15:00»), compared byte by byte (COLLATE "C") so every database, and the gateway's
-- fallback for a CRM without pages, puts the windows of a day in the same order.
CREATE INDEX orders_due_idx ON orders ((coalesce(invoice_date, order_date)), (invoice_time_do COLLATE "C"), id);
