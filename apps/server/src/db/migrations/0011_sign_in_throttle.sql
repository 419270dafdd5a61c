ALTER TABLE "sign_in_failures" ADD COLUMN "account" text;--> statement-breakpoint
CREATE INDEX "sign_in_failures_account_idx" ON "sign_in_failures" USING btree ("account");--> statement-breakpoint
-- Counts from before this migration keep counting as the account's count across addresses (decision 016).
UPDATE "sign_in_failures" SET "account" = substr("key", length('account:') + 1) WHERE "key" LIKE 'account:%';
