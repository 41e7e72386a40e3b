ALTER TABLE "master_values" ALTER COLUMN "sort_order" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "master_values" ALTER COLUMN "sort_order" DROP NOT NULL;--> statement-breakpoint
-- A removed value gives up its place; the live values of each list are numbered 1, 2, 3… in their
-- current order (ties broken by id, as the lists were shown), so no two share a place.
UPDATE "master_values" SET "sort_order" = NULL WHERE "removed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "master_values" SET "sort_order" = "numbered"."place"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "list" ORDER BY "sort_order", "id") AS "place"
  FROM "master_values" WHERE "removed_at" IS NULL
) AS "numbered"
WHERE "master_values"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "master_values" ADD CONSTRAINT "master_values_list_order_uq" UNIQUE("list","sort_order");--> statement-breakpoint
ALTER TABLE "master_values" ADD CONSTRAINT "master_values_order_while_live_ck" CHECK (("master_values"."removed_at" is null) = ("master_values"."sort_order" is not null));
