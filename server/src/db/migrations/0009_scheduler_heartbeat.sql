CREATE TABLE "scheduler_heartbeat" (
	"id" integer PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduler_heartbeat_one_row" CHECK ("scheduler_heartbeat"."id" = 1)
);
--> statement-breakpoint
-- The one row, from the start: beats lock it (PGlite hangs on FOR UPDATE over an empty table).
INSERT INTO "scheduler_heartbeat" ("id", "beat_at") VALUES (1, now());
