-- Issue 16 item 5: security-relevant events (sign-in success and failure, sign-out, changes of
-- access rights, exports), kept in the CRM's database for the SA's screen. No secrets: the CRM
-- strips any password, token or hash from `detail` before it is stored (crm/domains/audit.ts).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  event text NOT NULL,
  actor_id integer,
  actor_email text,
  target_user_id integer,
  ip text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- The screen reads newest first, by event or by person, a page at a time (keyset on at, id).
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_event_at_idx ON audit_log (event, at DESC, id DESC);
