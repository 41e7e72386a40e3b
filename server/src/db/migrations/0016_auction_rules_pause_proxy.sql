ALTER TABLE "auction_ledger" DROP CONSTRAINT "auction_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "auction_offers" ADD COLUMN "by_proxy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD COLUMN "confirmed_slip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD COLUMN "proxy_floor" numeric(20, 2);--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "minimal_decrement_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "proxy_bidding" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "extension_trigger" text DEFAULT 'ANY_OFFER' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "extension_top_ranks" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "extension_from" text DEFAULT 'PLANNED_END' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "tie_rule" text DEFAULT 'EARLIER_WINS' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "slip_warning_percent" numeric(5, 2) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "max_pause_minutes" numeric(10, 2) DEFAULT '60' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "paused_total_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "auctions_paused_idx" ON "auctions" USING btree ("paused_at") WHERE paused_at is not null;--> statement-breakpoint
ALTER TABLE "auction_ledger" ADD CONSTRAINT "auction_ledger_kind_check" CHECK (kind in ('START', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'EXTENSION', 'STOP', 'CANCEL', 'PAUSE', 'RESUME', 'ANNOUNCEMENT'));--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_extension_trigger_check" CHECK (extension_trigger in ('ANY_OFFER', 'TOP_RANKS'));--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_extension_from_check" CHECK (extension_from in ('PLANNED_END', 'OFFER_TIME'));--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_tie_rule_check" CHECK (tie_rule in ('EARLIER_WINS', 'NO_TIE_FOR_FIRST'));