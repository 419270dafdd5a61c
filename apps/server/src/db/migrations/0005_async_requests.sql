CREATE TABLE "async_requests" (
	"tenant_id" text NOT NULL,
	"guid" uuid NOT NULL,
	"user_id" text NOT NULL,
	"operation" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "async_requests_tenant_id_guid_pk" PRIMARY KEY("tenant_id","guid")
);
--> statement-breakpoint
CREATE INDEX "async_requests_expires_idx" ON "async_requests" USING btree ("expires_at");--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON async_requests TO connector_app;
--> statement-breakpoint
ALTER TABLE async_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE async_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON async_requests USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
