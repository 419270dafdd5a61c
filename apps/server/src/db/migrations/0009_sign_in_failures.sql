CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_ends_at");--> statement-breakpoint
-- Read and written by the identity module only, like oidc_payloads: no row policy.
GRANT SELECT, INSERT, UPDATE, DELETE ON sign_in_failures TO connector_app;
