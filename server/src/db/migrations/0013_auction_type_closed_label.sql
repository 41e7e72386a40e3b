-- The CLOSE auction type reads "Closed (sealed)" (issue 20): vendors see only their own offers.
-- Only a label still as first seeded is renamed; one the super admin edited stays theirs. The code
-- CLOSE, which the rules read, does not change.
UPDATE "master_values" SET "label_en" = 'Closed (sealed)' WHERE "list" = 'auctionTypes' AND "code" = 'CLOSE' AND "label_en" = 'Close';
--> statement-breakpoint
UPDATE "master_values" SET "label_id" = 'Tertutup (tersegel)' WHERE "list" = 'auctionTypes' AND "code" = 'CLOSE' AND "label_id" = 'Tertutup';
