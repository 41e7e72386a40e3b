CREATE TABLE "auction_invitation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"vendor_email" text NOT NULL,
	"vendor_name" text NOT NULL,
	"pic_vendor" text NOT NULL,
	"verification_code_hash" text NOT NULL,
	"status" text DEFAULT 'NOT_CONFIRMED' NOT NULL,
	"reason_not_attend" text,
	"responded_at" timestamp with time zone,
	"joined_status" text DEFAULT 'NOT_JOINED' NOT NULL,
	"joined_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_invitations_verification_code_hash_unique" UNIQUE("verification_code_hash"),
	CONSTRAINT "auction_invitations_vendor_uq" UNIQUE("auction_id","procurement_vendor_id"),
	CONSTRAINT "auction_invitations_status_check" CHECK (status in ('NOT_CONFIRMED', 'NOT_ATTEND', 'ATTEND')),
	CONSTRAINT "auction_invitations_joined_check" CHECK (joined_status in ('NOT_JOINED', 'JOINED'))
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "canceled_by" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_invitation_documents" ADD CONSTRAINT "auction_invitation_documents_invitation_id_auction_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."auction_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitation_documents" ADD CONSTRAINT "auction_invitation_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitations" ADD CONSTRAINT "auction_invitations_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitations" ADD CONSTRAINT "auction_invitations_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitations" ADD CONSTRAINT "auction_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_invitation_documents_invitation_idx" ON "auction_invitation_documents" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "auction_invitations_account_idx" ON "auction_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_canceled_by_accounts_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_due_start_idx" ON "auctions" USING btree ("start_time") WHERE status = 'NOT_STARTED';--> statement-breakpoint
CREATE INDEX "auctions_due_end_idx" ON "auctions" USING btree ("end_time") WHERE status = 'ON_GOING';--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_status_check" CHECK (status in ('DRAFT', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'));