ALTER TABLE "suppliers" ADD COLUMN "catalyst_alerts" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "catalyst_score_label" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "supply_chain_alerts" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "supply_chain_score_label" text;--> statement-breakpoint
CREATE INDEX "suppliers_alerts_idx" ON "suppliers" USING btree ("tenant_id","app_id","catalyst_alerts" DESC NULLS LAST,"supplier_id") WHERE bvd_id is not null;