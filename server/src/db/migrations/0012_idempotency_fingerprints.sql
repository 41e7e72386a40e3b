-- An idempotency key answers only for the request it was made for: each offer and negotiation move
-- keeps the sha256 of its request's canonical parameters beside its key (domain/src/auction/
-- idempotency.rules.ts). Rows written before this migration keep NULL: nothing can tell what their
-- request was, so a retry with their key answers the stored result as it always did (sameRequest);
-- every offer written from now on is compared. Nullable, no default: no rewrite of the table.
ALTER TABLE "auction_offers" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD COLUMN "request_fingerprint" text;
