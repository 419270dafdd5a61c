CREATE TABLE "cache_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_from" timestamp with time zone;--> statement-breakpoint
INSERT INTO cache_generation (id, generation) VALUES (1, 1);
--> statement-breakpoint
-- Not tenant-owned: every transaction reads it before its scope matters. The application reads
-- and bumps it (through the triggers below, which run as the caller); nothing else.
REVOKE ALL ON cache_generation FROM connector_app;
--> statement-breakpoint
GRANT SELECT, UPDATE ON cache_generation TO connector_app;
--> statement-breakpoint
-- Deferred to commit, when the transaction holds every other lock it will take: waiting for the
-- generation row last cannot close a cycle of locks. Once per transaction, however many rows.
CREATE OR REPLACE FUNCTION bump_cache_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.cache_generation_bumped', true), '') <> 'on' THEN
    PERFORM set_config('app.cache_generation_bumped', 'on', true);
    UPDATE cache_generation SET generation = generation + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tenants_cache_generation AFTER INSERT OR UPDATE OR DELETE ON tenants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER roles_cache_generation AFTER INSERT OR UPDATE OR DELETE ON roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_cache_generation AFTER INSERT OR UPDATE OR DELETE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_cache_generation_rows AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
-- What a signed-in account is checked against; a user's last application or search keys are not.
CREATE CONSTRAINT TRIGGER users_cache_generation_access AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.roles IS DISTINCT FROM NEW.roles OR OLD.enabled IS DISTINCT FROM NEW.enabled
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.tokens_valid_from IS DISTINCT FROM NEW.tokens_valid_from)
  EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
-- Application clients live among the provider's payloads; sessions and grants there do not count.
CREATE CONSTRAINT TRIGGER clients_cache_generation_insert AFTER INSERT ON oidc_payloads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.model = 'Client') EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clients_cache_generation_update AFTER UPDATE ON oidc_payloads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.model = 'Client' OR NEW.model = 'Client') EXECUTE FUNCTION bump_cache_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clients_cache_generation_delete AFTER DELETE ON oidc_payloads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.model = 'Client') EXECUTE FUNCTION bump_cache_generation();
