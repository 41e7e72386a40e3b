ALTER TABLE "auctions" ADD COLUMN "reminder_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_auction_settings" ADD COLUMN "committee_members" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "auctions_due_reminder_idx" ON "auctions" USING btree ("start_time") WHERE status = 'NOT_STARTED' and reminder_mailed_at is null;