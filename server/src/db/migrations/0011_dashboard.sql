CREATE TABLE "procurement_totals" (
	"procurement_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"counted" boolean NOT NULL,
	"items_total" numeric(30, 2) DEFAULT '0' NOT NULL,
	"winning_price" numeric(20, 2)
);
--> statement-breakpoint
ALTER TABLE "procurement_totals" ADD CONSTRAINT "procurement_totals_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procurement_totals_dashboard_idx" ON "procurement_totals" USING btree ("company_id","created_at","items_total","winning_price") WHERE counted;--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_batches_on_going_idx" ON "negotiation_batches" USING btree ("procurement_id") WHERE status = 'ON_GOING';--> statement-breakpoint
-- The dashboard's per-procurement figures (decision 136), kept in the transaction of every write.
-- Item and vendor changes are statement triggers: one recomputation per procurement a statement
-- touched, however many rows. They lock only procurement_totals rows, never a procurement.
CREATE FUNCTION "procurement_items_total"(target uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(sub_total), 0) FROM procurement_items WHERE procurement_id = target
$$;
--> statement-breakpoint
-- The winner's last price: the lowest among vendors not failed on administration, the highest in a forward auction.
CREATE FUNCTION "procurement_winning_price"(target uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p.negotiation_type = 'FORWARD_AUCTION' THEN max(v.last_price) ELSE min(v.last_price) END
  FROM procurements p JOIN procurement_vendors v ON v.procurement_id = p.id
  WHERE p.id = target AND v.last_price IS NOT NULL AND v.administration_passed IS NOT FALSE
  GROUP BY p.negotiation_type
$$;
--> statement-breakpoint
CREATE FUNCTION "procurement_totals_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO procurement_totals (procurement_id, company_id, created_at, counted)
  SELECT id, company_id, created_at, status IN ('OPEN', 'CLOSED') FROM new_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "procurements_inserted" AFTER INSERT ON "procurements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "procurement_totals_inserted"();
--> statement-breakpoint
CREATE FUNCTION "procurement_totals_procurement_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE procurement_totals SET company_id = NEW.company_id, created_at = NEW.created_at,
    counted = NEW.status IN ('OPEN', 'CLOSED'), winning_price = procurement_winning_price(NEW.id)
  WHERE procurement_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "procurements_changed" AFTER UPDATE OF "status", "negotiation_type", "company_id", "created_at" ON "procurements" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.negotiation_type IS DISTINCT FROM NEW.negotiation_type
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "procurement_totals_procurement_changed"();
--> statement-breakpoint
CREATE FUNCTION "procurement_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE procurement_totals t SET items_total = procurement_items_total(t.procurement_id) WHERE t.procurement_id IN (SELECT procurement_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE procurement_totals t SET items_total = procurement_items_total(t.procurement_id) WHERE t.procurement_id IN (SELECT procurement_id FROM old_rows);
  ELSE
    UPDATE procurement_totals t SET items_total = procurement_items_total(t.procurement_id)
    WHERE t.procurement_id IN (SELECT procurement_id FROM new_rows UNION SELECT procurement_id FROM old_rows);
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
    UPDATE procurement_totals t SET winning_price = procurement_winning_price(t.procurement_id) WHERE t.procurement_id IN (SELECT procurement_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE procurement_totals t SET winning_price = procurement_winning_price(t.procurement_id) WHERE t.procurement_id IN (SELECT procurement_id FROM old_rows);
  ELSE
    UPDATE procurement_totals t SET winning_price = procurement_winning_price(t.procurement_id)
    WHERE t.procurement_id IN (SELECT procurement_id FROM new_rows UNION SELECT procurement_id FROM old_rows);
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
INSERT INTO procurement_totals (procurement_id, company_id, created_at, counted, items_total, winning_price)
SELECT id, company_id, created_at, status IN ('OPEN', 'CLOSED'), procurement_items_total(id), procurement_winning_price(id) FROM procurements;
