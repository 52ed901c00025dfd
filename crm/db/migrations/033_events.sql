-- Issue 20 item 3: the CRM's event outbox. Every write that changes what a subscriber, a webhook
-- or another gateway instance must learn about adds one row here, in the same transaction as the
-- change (crm/events/record.ts): an event exists exactly when its change committed, and a
-- rolled-back change leaves none. Readers follow it by id (crm/events/poll.ts); NOTIFY is only a
-- wake-up. Rows older than 7 days are deleted (crm/events/record.ts, docs/operations.md).
CREATE TABLE crm_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,            -- 'order.created' | 'order.status' | 'order.worker' | 'order.payment' | 'order.lines' | 'order.deleted' | 'cash_shift.opened' | 'cash_shift.closed' | 'stock.below_minimum' | 'notification.added' | 'session.changed'
  shop_type text,                -- 'flower_shop' | 'fastfood' | null (all)
  subject_id integer,            -- the order / shift / notification id
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,  -- small: ids, numbers, status ids; never personal data (no phones, e-mails, names)
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The retention delete (created_at < now() - 7 days) walks the oldest rows only.
CREATE INDEX crm_events_created_at_idx ON crm_events (created_at);
