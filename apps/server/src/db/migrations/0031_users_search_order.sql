DROP INDEX "users_tenant_name_idx";--> statement-breakpoint
DROP INDEX "users_search_name_idx";--> statement-breakpoint
DROP INDEX "users_search_name_reversed_idx";--> statement-breakpoint
DROP INDEX "users_search_email_idx";--> statement-breakpoint
DROP INDEX "users_search_domain_idx";--> statement-breakpoint
CREATE INDEX "users_tenant_name_idx" ON "users" USING btree ("tenant_id","search_name_reversed" text_pattern_ops,"user_id");--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING btree ("search_name" text_pattern_ops,"tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_name_reversed_idx" ON "users" USING btree ("search_name_reversed" text_pattern_ops,"tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING btree ("email" text_pattern_ops,"tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "users_search_domain_idx" ON "users" USING btree ("search_domain" text_pattern_ops,"tenant_id","user_id");