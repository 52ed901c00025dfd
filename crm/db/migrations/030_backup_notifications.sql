-- Online backups (issue 19, docs/operations.md): a failed backup raises a notification in the
-- bell. It concerns the whole installation, not one shop type, so its shop_type is NULL: the
-- superadmin sees it (the list for a shop type matches only its own rows).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('site_order', 'status', 'low_stock', 'backup_failed'));
ALTER TABLE notifications ALTER COLUMN shop_type DROP NOT NULL;
