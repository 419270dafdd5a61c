-- Audit events are tenant-owned: same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT ON audit_events TO connector_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON audit_events FROM connector_app;
--> statement-breakpoint
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_events USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
