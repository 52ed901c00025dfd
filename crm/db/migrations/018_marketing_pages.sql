-- Marketing at a shop's real size (issue 17): the clients of the marketing screen, the send log
-- and a campaign's audience are paged by keyset (crm/marketing/pages.ts). The send log is newest
-- first by id; filtered by campaign or by status it walks these indexes instead of the whole
-- outbox. Do-not-disturb clients are few: the filtered client list walks a partial (sort, id)
-- index rather than every client. tests/crm/marketing-pages.test.ts checks the plans with EXPLAIN.
CREATE INDEX outbox_campaign_page_idx ON outbox (campaign_id, id);
CREATE INDEX outbox_status_page_idx ON outbox (status, id);
CREATE INDEX clients_quiet_sort_idx ON clients (sort, id) WHERE do_not_disturb;
