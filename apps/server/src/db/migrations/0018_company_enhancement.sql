ALTER TABLE "suppliers" ADD COLUMN "enhancement" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "enhanced_bvd_id" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "enhanced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "suppliers_enhancement_due_idx" ON "suppliers" USING btree ("tenant_id","app_id","supplier_id") WHERE bvd_id is not null and enhanced_bvd_id is distinct from bvd_id;