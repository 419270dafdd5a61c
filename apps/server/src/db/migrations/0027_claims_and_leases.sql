ALTER TABLE "own_entity_requests" ALTER COLUMN "orbis_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "async_requests" ADD COLUMN "attempt_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "async_requests" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "own_entity_requests" ADD COLUMN "guid" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "own_entity_requests_guid_key" ON "own_entity_requests" USING btree ("tenant_id","guid");