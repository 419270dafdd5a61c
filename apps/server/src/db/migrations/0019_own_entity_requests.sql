CREATE TABLE "own_entity_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity" jsonb NOT NULL,
	"orbis_request_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"bvd_id" text,
	"note" text,
	"supplier_bvd_id" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "own_entity_requests" ADD CONSTRAINT "own_entity_requests_supplier_fk" FOREIGN KEY ("tenant_id","app_id","supplier_id") REFERENCES "public"."suppliers"("tenant_id","app_id","supplier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_entity_requests_supplier_idx" ON "own_entity_requests" USING btree ("tenant_id","app_id","supplier_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "own_entity_requests_pending_key" ON "own_entity_requests" USING btree ("tenant_id","app_id","supplier_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "own_entity_requests_due_idx" ON "own_entity_requests" USING btree ("next_check_at") WHERE state = 'pending';--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON own_entity_requests TO connector_app;
--> statement-breakpoint
ALTER TABLE own_entity_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE own_entity_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON own_entity_requests USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
