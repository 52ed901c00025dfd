-- Looking a client up by phone (reference/getKlientInfo: the order form and the legacy client)
-- compares the last ten digits, whatever shape the phone was typed in; the plain index on
-- clients (phone) cannot serve that expression, so every lookup read the whole table. The
-- expression here must stay exactly the one in crm/domains/reference.ts (docs/performance.md, row 6).
CREATE INDEX clients_phone_last10_idx ON clients ((right(regexp_replace(phone, '\D', '', 'g'), 10)));
