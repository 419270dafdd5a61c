CREATE TABLE "applications" (
	"app_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"app_name" text NOT NULL,
	"service" text DEFAULT 'ariba' NOT NULL,
	"type" text DEFAULT 'Test' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"catalyst_model" jsonb,
	"supply_chain_model" jsonb,
	"orbis_job_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_tenant_name_idx" ON "applications" USING btree ("tenant_id",lower("app_name"));--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON applications TO connector_app;
--> statement-breakpoint
ALTER TABLE applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE applications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON applications USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
