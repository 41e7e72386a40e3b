CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_company" text NOT NULL,
	"sender_name" text NOT NULL,
	"from_role" text NOT NULL,
	"message" text NOT NULL,
	"chat_type" text DEFAULT 'TEXT' NOT NULL,
	"price_deal" numeric(20, 2),
	"waiting_deal_confirmation" boolean DEFAULT false NOT NULL,
	"deal_confirmed" boolean DEFAULT false NOT NULL,
	"deal_not_confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_check" CHECK (chat_type in ('TEXT', 'OFFER'))
);
--> statement-breakpoint
CREATE TABLE "negotiation_batch_items" (
	"batch_id" uuid NOT NULL,
	"procurement_item_id" uuid NOT NULL,
	CONSTRAINT "negotiation_batch_items_batch_id_procurement_item_id_pk" PRIMARY KEY("batch_id","procurement_item_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_batch_vendors" (
	"batch_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	CONSTRAINT "negotiation_batch_vendors_batch_id_procurement_vendor_id_pk" PRIMARY KEY("batch_id","procurement_vendor_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"negotiation_type" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by" uuid,
	"canceled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_batches_status_check" CHECK (status in ('DRAFT', 'ON_GOING', 'DONE', 'CANCELED')),
	CONSTRAINT "negotiation_batches_type_check" CHECK (negotiation_type is null or negotiation_type in ('ONLINE', 'OFFLINE'))
);
--> statement-breakpoint
CREATE TABLE "negotiation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"procurement_item_id" uuid NOT NULL,
	"last_price" numeric(20, 2),
	"initial_price" numeric(20, 2) NOT NULL,
	"initial_capable_qty" numeric(20, 2) NOT NULL,
	"final_price" numeric(20, 2),
	"capable_qty" numeric(20, 2),
	CONSTRAINT "negotiation_items_uq" UNIQUE("negotiation_id","procurement_item_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_ledger" (
	"negotiation_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"at" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "negotiation_ledger_negotiation_id_sequence_pk" PRIMARY KEY("negotiation_id","sequence"),
	CONSTRAINT "negotiation_ledger_kind_check" CHECK (kind in ('START', 'OFFER', 'DEAL', 'NOT_DEAL', 'END', 'CANCEL', 'FINAL_PRICE'))
);
--> statement-breakpoint
CREATE TABLE "negotiation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"buyer_offer" numeric(20, 2),
	"vendor_offer" numeric(20, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"from_role" text NOT NULL,
	"from_account_id" uuid NOT NULL,
	"to_account_id" uuid,
	"status" text NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_offers_sequence_uq" UNIQUE("negotiation_id","sequence"),
	CONSTRAINT "negotiation_offers_idempotency_uq" UNIQUE("negotiation_id","from_account_id","idempotency_key"),
	CONSTRAINT "negotiation_offers_status_check" CHECK (status in ('OFFER', 'OFFER_LAST_PRICE', 'ACCEPT', 'CANCELLED', 'DEAL', 'NOT_DEAL')),
	CONSTRAINT "negotiation_offers_role_check" CHECK (from_role in ('buyer', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"status" text DEFAULT 'NOT_SCHEDULED' NOT NULL,
	"buyer_account_id" uuid,
	"vendor_account_id" uuid,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"vendor_pic_name" text,
	"vendor_pic_email" text,
	"last_price" numeric(20, 2),
	"final_price" numeric(20, 2),
	"deal_final" boolean DEFAULT false NOT NULL,
	"vendor_has_offered" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"ledger_head_hash" text,
	"cancel_reason" text,
	"canceled_by" uuid,
	"canceled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiations_batch_vendor_uq" UNIQUE("batch_id","procurement_vendor_id"),
	CONSTRAINT "negotiations_status_check" CHECK (status in ('NOT_SCHEDULED', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "spectator_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"spectator_company" text NOT NULL,
	"from_account_id" uuid NOT NULL,
	"module" text DEFAULT 'NEGOTIATION' NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spectator_invitations_uq" UNIQUE("negotiation_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_negotiations_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batch_items" ADD CONSTRAINT "negotiation_batch_items_batch_id_negotiation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."negotiation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batch_items" ADD CONSTRAINT "negotiation_batch_items_procurement_item_id_procurement_items_id_fk" FOREIGN KEY ("procurement_item_id") REFERENCES "public"."procurement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batch_vendors" ADD CONSTRAINT "negotiation_batch_vendors_batch_id_negotiation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."negotiation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batch_vendors" ADD CONSTRAINT "negotiation_batch_vendors_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batches" ADD CONSTRAINT "negotiation_batches_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batches" ADD CONSTRAINT "negotiation_batches_canceled_by_accounts_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_batches" ADD CONSTRAINT "negotiation_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_items" ADD CONSTRAINT "negotiation_items_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_items" ADD CONSTRAINT "negotiation_items_procurement_item_id_procurement_items_id_fk" FOREIGN KEY ("procurement_item_id") REFERENCES "public"."procurement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_ledger" ADD CONSTRAINT "negotiation_ledger_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_logs" ADD CONSTRAINT "negotiation_logs_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_batch_id_negotiation_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."negotiation_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_vendor_account_id_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_canceled_by_accounts_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectator_invitations" ADD CONSTRAINT "spectator_invitations_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectator_invitations" ADD CONSTRAINT "spectator_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectator_invitations" ADD CONSTRAINT "spectator_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spectator_invitations" ADD CONSTRAINT "spectator_invitations_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_batches_procurement_idx" ON "negotiation_batches" USING btree ("procurement_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_logs_negotiation_idx" ON "negotiation_logs" USING btree ("negotiation_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiations_vendor_account_idx" ON "negotiations" USING btree ("vendor_account_id");--> statement-breakpoint
CREATE INDEX "spectator_invitations_account_idx" ON "spectator_invitations" USING btree ("account_id");--> statement-breakpoint
CREATE FUNCTION "negotiation_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'negotiation_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "negotiation_ledger_no_update" BEFORE UPDATE ON "negotiation_ledger" FOR EACH ROW EXECUTE FUNCTION "negotiation_ledger_append_only"();
