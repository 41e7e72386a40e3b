CREATE TABLE "auction_objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"text" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer_text" text,
	"upheld" boolean,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answer_sequence" integer,
	CONSTRAINT "auction_objections_one_per_vendor" UNIQUE("auction_id","procurement_vendor_id")
);
--> statement-breakpoint
ALTER TABLE "auction_ledger" DROP CONSTRAINT "auction_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "objection_working_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_objections" ADD CONSTRAINT "auction_objections_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_objections" ADD CONSTRAINT "auction_objections_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_objections" ADD CONSTRAINT "auction_objections_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_ledger" ADD CONSTRAINT "auction_ledger_kind_check" CHECK (kind in ('START', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'EXTENSION', 'STOP', 'CANCEL', 'PAUSE', 'RESUME', 'ANNOUNCEMENT', 'DISQUALIFICATION_DECLINED', 'OBJECTION', 'OBJECTION_ANSWER'));