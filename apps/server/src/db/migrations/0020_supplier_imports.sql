CREATE TABLE "import_batches" (
	"batch_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"run" integer DEFAULT 1 NOT NULL,
	"file_name" text,
	"total" integer NOT NULL,
	"linked" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"retryable" integer DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"uploaded_by_email" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"tenant_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row_number" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"bvd_id" text NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"holder" text,
	"earlier_row" integer,
	"previous_bvd_id" text,
	CONSTRAINT "import_rows_batch_id_seq_pk" PRIMARY KEY("batch_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_batch_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_batches_running_key" ON "import_batches" USING btree ("tenant_id","app_id") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "import_batches_app_idx" ON "import_batches" USING btree ("tenant_id","app_id","uploaded_at");--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (see 0001).
GRANT SELECT, INSERT, UPDATE, DELETE ON import_batches, import_rows TO connector_app;
--> statement-breakpoint
ALTER TABLE import_batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_batches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_batches USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE import_rows ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE import_rows FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON import_rows USING (app_tenant_visible(tenant_id)) WITH CHECK (app_tenant_visible(tenant_id));
--> statement-breakpoint
-- Fresh statistics when a batch starts: its rows were just written, and a planner that believes
-- them absent joins a chunk's outcomes with every row of the batch (see 0016 for the suppliers).
CREATE OR REPLACE FUNCTION connector_analyze_import_rows() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  ANALYZE import_rows;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION connector_analyze_import_rows() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION connector_analyze_import_rows() TO connector_app;
