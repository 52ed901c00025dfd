-- A status can cancel the order (StatusOrder.cancels): the fast-food board and later the
-- statistics leave such orders out of the flow instead of guessing from the status name.
ALTER TABLE order_statuses ADD COLUMN cancels boolean NOT NULL DEFAULT false;
-- Databases seeded before this flag existed: their cancelling status is the one named so.
UPDATE order_statuses SET cancels = true WHERE lower(name) LIKE 'отмен%';
