ALTER TABLE "oidc_payloads" ADD COLUMN "account_id" text;--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree ("account_id");--> statement-breakpoint
-- Sessions, grants, codes and tokens stored before hashing held token values in clear: they are
-- removed, so every user signs in again once after this upgrade (decision 014). Application
-- clients (model 'Client') keep their rows: their ids open nothing and their secrets are sealed.
DELETE FROM "oidc_payloads" WHERE "model" <> 'Client';
