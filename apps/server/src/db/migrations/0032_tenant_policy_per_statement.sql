-- The tenant wall of every tenant table (migration 0001), with the same meaning: the transaction's
-- settings are read once per statement (each sub-select is an InitPlan) instead of once per row
-- through app_tenant_visible(), which cost two current_setting() calls for every row a statement
-- read (docs/decisions/010-request-path.md). A new tenant table's policy is written the same way.
ALTER POLICY tenant_isolation ON tenants USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON roles USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON users USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON audit_events USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON async_requests USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON applications USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON user_counts USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON suppliers USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON supplier_sync_runs USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON own_entity_requests USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON import_batches USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON import_rows USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON domain_events USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON event_deliveries USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON mapping_sets USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON mapping_versions USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON assessment_runs USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
ALTER POLICY tenant_isolation ON alert_refresh_runs USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
