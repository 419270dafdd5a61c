-- Searching users by name or e-mail stays fast in tenants with 100,000 users: one trigram
-- index over the searched text, which the repository filters with the same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_tenant_email_sort_idx ON users (tenant_id, email);
