CREATE TABLE "supplier_sync_runs" (
	"run_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"since" timestamp with time zone,
	"checkpoint" jsonb DEFAULT '{"skip":0}'::jsonb NOT NULL,
	"total" integer,
	"pulled" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"to_match" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"linked_auto" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"postal_code" text,
	"city" text,
	"country" text,
	"national_id" text,
	"registration_status" text,
	"orbis_questionnaire_id" text,
	"catalyst_questionnaire_id" text,
	"supply_chain_questionnaire_id" text,
	"ariba_updated_at" timestamp with time zone,
	"source_hash" text,
	"search_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"processing_date" timestamp with time zone,
	"bvd_id" text,
	"link_source" text,
	"link_score" real,
	"linked_by" text,
	"linked_at" timestamp with time zone,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"approval_state" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_tenant_id_app_id_supplier_id_pk" PRIMARY KEY("tenant_id","app_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_sync_runs" ADD CONSTRAINT "supplier_sync_runs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sync_runs" ADD CONSTRAINT "supplier_sync_runs_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_sync_runs_app_idx" ON "supplier_sync_runs" USING btree ("tenant_id","app_id","started_at");--> statement-breakpoint
CREATE INDEX "suppliers_bvd_idx" ON "suppliers" USING btree ("tenant_id","app_id","bvd_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("tenant_id","app_id","search_name" text_pattern_ops,"supplier_id");--> statement-breakpoint
CREATE INDEX "suppliers_state_idx" ON "suppliers" USING btree ("tenant_id","app_id","state","processing_date");--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON suppliers, supplier_sync_runs TO connector_app;
--> statement-breakpoint
ALTER TABLE suppliers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE suppliers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON suppliers USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE supplier_sync_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE supplier_sync_runs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON supplier_sync_runs USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
