CREATE TABLE "assessment_runs" (
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"product" text NOT NULL,
	"assessment_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"bvd_id" text NOT NULL,
	"portfolio_id" text,
	"state" text DEFAULT 'running' NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"result" jsonb,
	"written_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "assessment_runs_tenant_id_app_id_product_assessment_id_pk" PRIMARY KEY("tenant_id","app_id","product","assessment_id")
);
--> statement-breakpoint
ALTER TABLE "assessment_runs" ADD CONSTRAINT "assessment_runs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_runs" ADD CONSTRAINT "assessment_runs_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_runs_due_idx" ON "assessment_runs" USING btree ("next_check_at") WHERE state = 'running';--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON assessment_runs TO connector_app;
--> statement-breakpoint
ALTER TABLE assessment_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE assessment_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON assessment_runs USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
