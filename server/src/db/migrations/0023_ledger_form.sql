-- Sessions created before form 2 keep form 1 (hashed as stored); new ones default to 2, each with its own secret salt (docs/decisions.md 240).
ALTER TABLE "auctions" ADD COLUMN "ledger_form" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "ledger_form" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ledger_salt" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;
