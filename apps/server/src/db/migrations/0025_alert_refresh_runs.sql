CREATE TABLE "alert_refresh_runs" (
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"run_id" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"suppliers" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "alert_refresh_runs_tenant_id_app_id_run_id_pk" PRIMARY KEY("tenant_id","app_id","run_id")
);
--> statement-breakpoint
ALTER TABLE "alert_refresh_runs" ADD CONSTRAINT "alert_refresh_runs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_refresh_runs" ADD CONSTRAINT "alert_refresh_runs_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_refresh_runs_recent_idx" ON "alert_refresh_runs" USING btree ("tenant_id","app_id","started_at" DESC NULLS LAST);--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON alert_refresh_runs TO connector_app;
--> statement-breakpoint
ALTER TABLE alert_refresh_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE alert_refresh_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON alert_refresh_runs USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
