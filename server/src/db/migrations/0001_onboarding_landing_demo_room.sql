CREATE TABLE "demo_room_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_detail" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "npwp" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "master_values" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_values" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_room_offers_created_idx" ON "demo_room_offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stored_files_company_purpose_idx" ON "stored_files" USING btree ("company_id","purpose");