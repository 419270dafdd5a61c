-- The second wall: row-level security on every tenant-owned table. The application runs its
-- queries as the non-owner role connector_app (SET ROLE after connecting), which cannot bypass
-- these policies. A transaction sees rows only after it sets app.tenant_id (one tenant) or
-- app.all_tenants = 'on' (super administrator, start-up seeding); with neither set it sees
-- nothing: the policies fail closed.
DO $$ BEGIN
  CREATE ROLE connector_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO connector_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO connector_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO connector_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO connector_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO connector_app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA drizzle TO connector_app;
--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO connector_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_tenant_visible(row_tenant text) RETURNS boolean
  LANGUAGE sql STABLE AS $$
    SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)
        OR row_tenant = nullif(current_setting('app.tenant_id', true), '')
  $$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON roles USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
