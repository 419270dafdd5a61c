CREATE TABLE "mapping_sets" (
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"mapping_type" text NOT NULL,
	"active_version" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mapping_sets_tenant_id_app_id_mapping_type_pk" PRIMARY KEY("tenant_id","app_id","mapping_type")
);
--> statement-breakpoint
CREATE TABLE "mapping_versions" (
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"mapping_type" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mapping_versions_tenant_id_app_id_mapping_type_version_pk" PRIMARY KEY("tenant_id","app_id","mapping_type","version")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "written_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "risk_pushed" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mapping_sets" ADD CONSTRAINT "mapping_sets_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_sets" ADD CONSTRAINT "mapping_sets_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_versions" ADD CONSTRAINT "mapping_versions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_versions" ADD CONSTRAINT "mapping_versions_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON mapping_sets, mapping_versions TO connector_app;
--> statement-breakpoint
ALTER TABLE mapping_sets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mapping_sets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON mapping_sets USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE mapping_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mapping_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON mapping_versions USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
-- The active version of a type is a fact requests ask (the supplier detail's criteria): kept in
-- the facts cache, emptied when a set or a version changes (see 0010).
CREATE CONSTRAINT TRIGGER mapping_sets_cache_generation AFTER INSERT OR UPDATE OR DELETE ON mapping_sets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER mapping_versions_cache_generation AFTER INSERT OR UPDATE OR DELETE ON mapping_versions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
