-- Both ledgers keep every entry (issue 21): after UPDATE (0007, 0008), DELETE and TRUNCATE are refused
-- too, so a ledger cannot be cut short in the database. Nothing legitimate removes entries: only draft
-- sessions, draft batches and draft procurements are deleted, and they have no ledger entries (a row
-- trigger never fires for them); nothing truncates these tables (tests use a fresh database per file).
-- The app's database role may also be limited to INSERT and SELECT on them (docs/operations.md).
CREATE FUNCTION "ledger_keeps_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auction_ledger_no_delete" BEFORE DELETE ON "auction_ledger" FOR EACH ROW EXECUTE FUNCTION "ledger_keeps_entries"();--> statement-breakpoint
CREATE TRIGGER "auction_ledger_no_truncate" BEFORE TRUNCATE ON "auction_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_keeps_entries"();--> statement-breakpoint
CREATE TRIGGER "negotiation_ledger_no_delete" BEFORE DELETE ON "negotiation_ledger" FOR EACH ROW EXECUTE FUNCTION "ledger_keeps_entries"();--> statement-breakpoint
CREATE TRIGGER "negotiation_ledger_no_truncate" BEFORE TRUNCATE ON "negotiation_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_keeps_entries"();
