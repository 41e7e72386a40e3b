CREATE TABLE "auction_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"socket_id" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"rtt_ms" integer
);
--> statement-breakpoint
ALTER TABLE "auction_connections" ADD CONSTRAINT "auction_connections_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_connections" ADD CONSTRAINT "auction_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_connections_auction_idx" ON "auction_connections" USING btree ("auction_id","account_id");--> statement-breakpoint
CREATE INDEX "auction_connections_open_idx" ON "auction_connections" USING btree ("node_id","left_at");