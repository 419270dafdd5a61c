ALTER TABLE "tenants" ADD COLUMN "idle_timeout_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
-- The audit log's permission (decision 027) for the standard roles of installations made before
-- it existed: seeding never changes a stored role, so the roles that hold it by definition get it here.
UPDATE "roles" SET "permissions" = "permissions" || '["Connector.Audit.View"]'::jsonb
 WHERE "role_id" IN ('tenantAdmin', 'superAdmin') AND NOT "permissions" ? 'Connector.Audit.View';
