DROP INDEX "procurements_company_status_created_idx";--> statement-breakpoint
CREATE INDEX "procurements_company_bidding_created_idx" ON "procurements" USING btree ("company_id","bidding_type","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "procurements_company_status_created_idx" ON "procurements" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id");