-- Issue 16 item 0: a change of an account's access rights or password ends its sessions, whichever
-- call made it (the user list, the access-rights screen, a password change, a script). In the
-- database rather than in each call, so no future write path can forget it. The flags already
-- sign a switched-off or deleted account out (crm/lists/hooks.ts); this covers the rest.
CREATE FUNCTION end_sessions_on_rights_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_rights_end_sessions
  AFTER UPDATE OF role, type_account, access_page, password_hash ON users
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role
     OR OLD.type_account IS DISTINCT FROM NEW.type_account
     OR OLD.access_page IS DISTINCT FROM NEW.access_page
     OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_sessions_on_rights_change();
