-- Issue 26: «Забыли пароль» sends a one-time link. Only a SHA-256 of each link's token is kept
-- (like sessions): a leaked table hands out no password. A link is single use (used_at) and
-- expires; a reset, or a fresh request, spends the account's other links.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
