ALTER TABLE "procurements" ADD COLUMN "items_total" numeric(30, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "procurements" ADD COLUMN "winning_price" numeric(20, 2);--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_batches_on_going_idx" ON "negotiation_batches" USING btree ("procurement_id") WHERE status = 'ON_GOING';--> statement-breakpoint
CREATE INDEX "procurements_dashboard_idx" ON "procurements" USING btree ("company_id","created_at","items_total","winning_price") WHERE status in ('OPEN', 'CLOSED');--> statement-breakpoint
-- The dashboard's per-procurement totals, kept by the database in the transaction of every write
-- (statement triggers: one recomputation per procurement a statement touched, however many rows).
CREATE FUNCTION "procurement_items_total"(target uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(sub_total), 0) FROM procurement_items WHERE procurement_id = target
$$;
--> statement-breakpoint
-- The winner's last price: the lowest among vendors not failed on administration, the highest in a forward auction.
CREATE FUNCTION "procurement_winning_price"(target uuid, kind text) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN kind = 'FORWARD_AUCTION' THEN max(last_price) ELSE min(last_price) END
  FROM procurement_vendors WHERE procurement_id = target AND last_price IS NOT NULL AND administration_passed IS NOT FALSE
$$;
--> statement-breakpoint
CREATE FUNCTION "procurement_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE procurements p SET items_total = procurement_items_total(p.id) WHERE p.id IN (SELECT DISTINCT procurement_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE procurements p SET items_total = procurement_items_total(p.id) WHERE p.id IN (SELECT DISTINCT procurement_id FROM old_rows);
  ELSE
    UPDATE procurements p SET items_total = procurement_items_total(p.id)
    WHERE p.id IN (SELECT procurement_id FROM new_rows UNION SELECT procurement_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "procurement_items_inserted" AFTER INSERT ON "procurement_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "procurement_items_updated" AFTER UPDATE ON "procurement_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "procurement_items_deleted" AFTER DELETE ON "procurement_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_items_changed"();
--> statement-breakpoint
CREATE FUNCTION "procurement_vendors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE procurements p SET winning_price = procurement_winning_price(p.id, p.negotiation_type) WHERE p.id IN (SELECT DISTINCT procurement_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE procurements p SET winning_price = procurement_winning_price(p.id, p.negotiation_type) WHERE p.id IN (SELECT DISTINCT procurement_id FROM old_rows);
  ELSE
    UPDATE procurements p SET winning_price = procurement_winning_price(p.id, p.negotiation_type)
    WHERE p.id IN (SELECT procurement_id FROM new_rows UNION SELECT procurement_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "procurement_vendors_inserted" AFTER INSERT ON "procurement_vendors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_vendors_changed"();
--> statement-breakpoint
CREATE TRIGGER "procurement_vendors_updated" AFTER UPDATE ON "procurement_vendors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_vendors_changed"();
--> statement-breakpoint
CREATE TRIGGER "procurement_vendors_deleted" AFTER DELETE ON "procurement_vendors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_vendors_changed"();
--> statement-breakpoint
-- A changed auction direction (a draft edited) turns the winner from the lowest price to the highest.
CREATE FUNCTION "procurement_direction_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.winning_price := procurement_winning_price(NEW.id, NEW.negotiation_type);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "procurements_direction_changed" BEFORE UPDATE OF "negotiation_type" ON "procurements" FOR EACH ROW
  WHEN (OLD.negotiation_type IS DISTINCT FROM NEW.negotiation_type) EXECUTE FUNCTION "procurement_direction_changed"();
--> statement-breakpoint
UPDATE procurements p SET items_total = procurement_items_total(p.id), winning_price = procurement_winning_price(p.id, p.negotiation_type);
