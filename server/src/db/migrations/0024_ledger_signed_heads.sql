CREATE TABLE "ledger_signed_heads" (
	"auction_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"head_hash" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_signed_heads_auction_id_sequence_pk" PRIMARY KEY("auction_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "ledger_signed_heads" ADD CONSTRAINT "ledger_signed_heads_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ledger_signed_heads_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_signed_heads keeps every signed head as signed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_signed_heads_no_update" BEFORE UPDATE ON "ledger_signed_heads" FOR EACH ROW EXECUTE FUNCTION "ledger_signed_heads_kept"();
