CREATE TABLE "auction_assistance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_assisted_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"total_offer" numeric(20, 2) NOT NULL,
	"confirm_slip" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"placed_by" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"offer_id" uuid,
	CONSTRAINT "auction_assisted_offers_one_per_request" UNIQUE("request_id"),
	CONSTRAINT "auction_assisted_offers_key" UNIQUE("auction_id","placed_by","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "auction_ledger" DROP CONSTRAINT "auction_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "auction_assistance_requests" ADD CONSTRAINT "auction_assistance_requests_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assistance_requests" ADD CONSTRAINT "auction_assistance_requests_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assistance_requests" ADD CONSTRAINT "auction_assistance_requests_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assisted_offers" ADD CONSTRAINT "auction_assisted_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assisted_offers" ADD CONSTRAINT "auction_assisted_offers_request_id_auction_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auction_assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assisted_offers" ADD CONSTRAINT "auction_assisted_offers_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assisted_offers" ADD CONSTRAINT "auction_assisted_offers_placed_by_accounts_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_assisted_offers" ADD CONSTRAINT "auction_assisted_offers_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_ledger" ADD CONSTRAINT "auction_ledger_kind_check" CHECK (kind in ('START', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'EXTENSION', 'STOP', 'CANCEL', 'PAUSE', 'RESUME', 'ANNOUNCEMENT', 'DISQUALIFICATION_DECLINED', 'ASSISTANCE_REQUESTED', 'ASSISTED_OFFER', 'OBJECTION', 'OBJECTION_ANSWER'));