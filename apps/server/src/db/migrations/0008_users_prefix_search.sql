ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name_reversed" text GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_domain" text GENERATED ALWAYS AS (split_part(email, '@', 2)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING btree ("search_name" text_pattern_ops,"tenant_id");--> statement-breakpoint
CREATE INDEX "users_search_name_reversed_idx" ON "users" USING btree ("search_name_reversed" text_pattern_ops,"tenant_id");--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING btree ("email" text_pattern_ops,"tenant_id");--> statement-breakpoint
CREATE INDEX "users_search_domain_idx" ON "users" USING btree ("search_domain" text_pattern_ops,"tenant_id");--> statement-breakpoint
-- Replaced by the prefix columns above: under row-level security a LIKE condition cannot use it.
DROP INDEX IF EXISTS users_search_trgm_idx;
