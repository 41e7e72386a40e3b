CREATE TABLE "auction_ledger" (
	"auction_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"at" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "auction_ledger_auction_id_sequence_pk" PRIMARY KEY("auction_id","sequence"),
	CONSTRAINT "auction_ledger_kind_check" CHECK (kind in ('START', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'EXTENSION', 'STOP', 'CANCEL'))
);
--> statement-breakpoint
CREATE TABLE "auction_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"total_offer" numeric(20, 2) NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_too_low" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"disqualification_requested_at" timestamp with time zone,
	"disqualification_request_reason" text,
	"disqualified_at" timestamp with time zone,
	"disqualify_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_offers_sequence_uq" UNIQUE("auction_id","sequence"),
	CONSTRAINT "auction_offers_idempotency_uq" UNIQUE("auction_id","procurement_vendor_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "last_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "last_total" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "last_unit_offers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "last_sequence" integer;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "last_offer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ledger_head_hash" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leading_price" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "item_leading_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "extensions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "previous_ranks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_ledger" ADD CONSTRAINT "auction_ledger_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "auction_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auction_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auction_ledger_no_update" BEFORE UPDATE ON "auction_ledger" FOR EACH ROW EXECUTE FUNCTION "auction_ledger_append_only"();
