CREATE TABLE "user_counts" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_tenant_role_idx" ON "users" USING btree ("tenant_id",("roles"->>0),"email");--> statement-breakpoint
CREATE INDEX "users_tenant_status_idx" ON "users" USING btree ("tenant_id","enabled","email");--> statement-breakpoint
-- The same index as the unique users_tenant_email_key (0000): one copy is enough to maintain.
DROP INDEX IF EXISTS users_tenant_email_sort_idx;
--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON user_counts TO connector_app;
--> statement-breakpoint
ALTER TABLE user_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_counts USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
-- Statement-level triggers read the changed rows once per statement, so a bulk insert updates
-- each tenant's count once. They run as the caller: row-level security holds for the counts too.
CREATE OR REPLACE FUNCTION user_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counts (tenant_id, total)
    SELECT tenant_id, count(*) FROM inserted GROUP BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET total = user_counts.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_counts SET total = user_counts.total - removed.n
    FROM (SELECT tenant_id, count(*) AS n FROM deleted GROUP BY tenant_id) AS removed
    WHERE user_counts.tenant_id = removed.tenant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION user_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION user_counts_after_delete();
--> statement-breakpoint
INSERT INTO user_counts (tenant_id, total) SELECT tenant_id, count(*) FROM users GROUP BY tenant_id;
