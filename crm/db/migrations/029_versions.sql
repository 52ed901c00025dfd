-- Issue 18 item 1: orders and clients carry a version, so an edit made on an old copy (a second
-- tab, an integration that read an hour ago) is refused instead of silently overwriting the
-- newer one (GraphQL `update*(version:)`, docs/graphql.md "Updates"). In the database rather than
-- in each call, so no write path (status, worker, payment, a payment taken, a marketing flag, a
-- script) can forget to bump it. An UPDATE that changes nothing leaves it as it was.
CREATE FUNCTION bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;

ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER orders_bump_version
  BEFORE UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_version();

ALTER TABLE clients ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER clients_bump_version
  BEFORE UPDATE ON clients
  FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_version();
