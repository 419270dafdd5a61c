CREATE INDEX "suppliers_pending_idx" ON "suppliers" USING btree ("tenant_id","app_id","supplier_id") WHERE state = 'pending';--> statement-breakpoint
-- Fresh statistics after a sync wrote many suppliers: PGlite runs no autovacuum, and a planner
-- that believes the table empty reads every row of an application for one supplier. The
-- application role may not ANALYZE a table it does not own; this function, the owner's, may.
CREATE OR REPLACE FUNCTION connector_analyze_suppliers() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  ANALYZE suppliers;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION connector_analyze_suppliers() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION connector_analyze_suppliers() TO connector_app;
