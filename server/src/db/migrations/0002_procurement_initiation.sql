CREATE TABLE "auction_items" (
	"auction_id" uuid NOT NULL,
	"procurement_item_id" uuid NOT NULL,
	CONSTRAINT "auction_items_auction_id_procurement_item_id_pk" PRIMARY KEY("auction_id","procurement_item_id")
);
--> statement-breakpoint
CREATE TABLE "auction_vendors" (
	"auction_id" uuid NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	CONSTRAINT "auction_vendors_auction_id_procurement_vendor_id_pk" PRIMARY KEY("auction_id","procurement_vendor_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_id" uuid NOT NULL,
	"auction_number" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"auction_type" text NOT NULL,
	"auction_model" text NOT NULL,
	"period_type" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" numeric(10, 2) NOT NULL,
	"time_extension" numeric(10, 2) DEFAULT '0' NOT NULL,
	"injury_time_before_end" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_session_extension" integer DEFAULT 0 NOT NULL,
	"initial_price" numeric(20, 2) NOT NULL,
	"minimal_decrement" numeric(20, 2) DEFAULT '0' NOT NULL,
	"stopped_manually" boolean DEFAULT false NOT NULL,
	"stop_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_auction_number_unique" UNIQUE("auction_number")
);
--> statement-breakpoint
CREATE TABLE "dismissed_tips" (
	"account_id" uuid NOT NULL,
	"tip_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_tips_account_id_tip_key_pk" PRIMARY KEY("account_id","tip_key")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_company_id_kind_year_pk" PRIMARY KEY("company_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "procurement_item_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	CONSTRAINT "procurement_item_images_slot_uq" UNIQUE("procurement_item_id","order_number")
);
--> statement-breakpoint
CREATE TABLE "procurement_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_id" uuid NOT NULL,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"pr_number" text NOT NULL,
	"pr_line" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"min_capable_qty" numeric(14, 2) NOT NULL,
	"uom" text NOT NULL,
	"price_per_unit" numeric(20, 2) NOT NULL,
	"sub_total" numeric(30, 2) NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_vendor_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_vendor_id" uuid NOT NULL,
	"procurement_item_id" uuid NOT NULL,
	"capable_qty" numeric(14, 2),
	"technical_score" numeric(5, 2),
	"last_price" numeric(20, 2),
	"indicator_price" numeric(20, 2),
	"promise_procurement_vendor_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_vendor_items_uq" UNIQUE("procurement_vendor_id","procurement_item_id")
);
--> statement-breakpoint
CREATE TABLE "procurement_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_id" uuid NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"pic_vendor" text NOT NULL,
	"administration_passed" boolean,
	"technical_score" numeric(5, 2),
	"last_price" numeric(20, 2),
	"indicator_price" numeric(20, 2),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"procurement_name" text NOT NULL,
	"procurement_number" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"negotiation_type" text NOT NULL,
	"evaluation_method" text NOT NULL,
	"winner_type" text NOT NULL,
	"bidding_type" text NOT NULL,
	"currency_type" text NOT NULL,
	"currency" text,
	"price_include_tax" boolean DEFAULT false NOT NULL,
	"administration_value" numeric(5, 2),
	"technical_value" numeric(5, 2),
	"price_value" numeric(5, 2),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"promise_procurement_id" text,
	"cancel_reason" text,
	"status_changed_by" uuid,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurements_procurement_number_unique" UNIQUE("procurement_number")
);
--> statement-breakpoint
ALTER TABLE "auction_items" ADD CONSTRAINT "auction_items_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_items" ADD CONSTRAINT "auction_items_procurement_item_id_procurement_items_id_fk" FOREIGN KEY ("procurement_item_id") REFERENCES "public"."procurement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD CONSTRAINT "auction_vendors_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_vendors" ADD CONSTRAINT "auction_vendors_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_tips" ADD CONSTRAINT "dismissed_tips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_item_images" ADD CONSTRAINT "procurement_item_images_procurement_item_id_procurement_items_id_fk" FOREIGN KEY ("procurement_item_id") REFERENCES "public"."procurement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_item_images" ADD CONSTRAINT "procurement_item_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_items" ADD CONSTRAINT "procurement_items_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_vendor_items" ADD CONSTRAINT "procurement_vendor_items_procurement_vendor_id_procurement_vendors_id_fk" FOREIGN KEY ("procurement_vendor_id") REFERENCES "public"."procurement_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_vendor_items" ADD CONSTRAINT "procurement_vendor_items_procurement_item_id_procurement_items_id_fk" FOREIGN KEY ("procurement_item_id") REFERENCES "public"."procurement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_vendors" ADD CONSTRAINT "procurement_vendors_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_vendors" ADD CONSTRAINT "procurement_vendors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_status_changed_by_accounts_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_procurement_idx" ON "auctions" USING btree ("procurement_id","created_at");--> statement-breakpoint
CREATE INDEX "procurement_items_procurement_idx" ON "procurement_items" USING btree ("procurement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_vendors_email_uq" ON "procurement_vendors" USING btree ("procurement_id","email");--> statement-breakpoint
CREATE INDEX "procurement_vendors_procurement_idx" ON "procurement_vendors" USING btree ("procurement_id","created_at");--> statement-breakpoint
CREATE INDEX "procurements_company_created_idx" ON "procurements" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "procurements_company_status_created_idx" ON "procurements" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "procurements_search_idx" ON "procurements" USING gin ("search_vector");