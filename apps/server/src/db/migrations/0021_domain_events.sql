CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"batch_id" uuid NOT NULL,
	"subscriber" text NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" uuid,
	"event" text NOT NULL,
	"events" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_pkey" PRIMARY KEY("batch_id","subscriber")
);
--> statement-breakpoint
CREATE INDEX "domain_events_batch_idx" ON "domain_events" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "domain_events_tenant_idx" ON "domain_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "event_deliveries_failed_idx" ON "event_deliveries" USING btree ("tenant_id","app_id","updated_at") WHERE state = 'failed';--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001). An event, once written, is not changed.
GRANT SELECT, INSERT ON domain_events TO connector_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE domain_events_id_seq TO connector_app;
--> statement-breakpoint
ALTER TABLE domain_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE domain_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON domain_events USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON event_deliveries TO connector_app;
--> statement-breakpoint
ALTER TABLE event_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON event_deliveries USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
