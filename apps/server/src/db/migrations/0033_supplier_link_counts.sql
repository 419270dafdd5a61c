CREATE TABLE "supplier_link_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"linked" integer DEFAULT 0 NOT NULL,
	"low" integer DEFAULT 0 NOT NULL,
	"medium" integer DEFAULT 0 NOT NULL,
	"high" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_link_counts" ADD CONSTRAINT "supplier_link_counts_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_link_counts" ADD CONSTRAINT "supplier_link_counts_app_id_applications_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."applications"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_link_counts_app_idx" ON "supplier_link_counts" USING btree ("tenant_id","app_id");--> statement-breakpoint
-- Tenant-owned: the same wall as the other tenant tables (0032). The application role appends
-- (the triggers of its own writes) and folds (deletes and appends); it never updates a row.
GRANT SELECT, INSERT, DELETE ON supplier_link_counts TO connector_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE supplier_link_counts_id_seq TO connector_app;
--> statement-breakpoint
ALTER TABLE supplier_link_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE supplier_link_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON supplier_link_counts USING ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))) WITH CHECK ((SELECT coalesce(current_setting('app.all_tenants', true) = 'on', false)) OR tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')));
--> statement-breakpoint
-- One row per application whose linked suppliers a statement changed: +1 for each of the new rows
-- that is linked, -1 for each of the old, in all and by compliance score label. A statement that
-- links nobody and changes no linked supplier's label (most of a sync's writes) appends nothing.
-- An application deleted by the same statement (its suppliers go with it) keeps no row.
CREATE FUNCTION append_supplier_link_changes(tenant_ids text[], app_ids uuid[], labels text[], changes int[]) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO supplier_link_counts (tenant_id, app_id, linked, low, medium, high)
    SELECT c.tenant_id, c.app_id, c.linked, c.low, c.medium, c.high
      FROM (SELECT tenant_id, app_id, sum(change)::int AS linked,
                   coalesce(sum(change) FILTER (WHERE label = 'Low'), 0)::int AS low,
                   coalesce(sum(change) FILTER (WHERE label = 'Medium'), 0)::int AS medium,
                   coalesce(sum(change) FILTER (WHERE label = 'High'), 0)::int AS high
              FROM unnest(tenant_ids, app_ids, labels, changes) AS u(tenant_id, app_id, label, change)
             GROUP BY tenant_id, app_id) c
      JOIN applications a ON a.app_id = c.app_id
     WHERE c.linked <> 0 OR c.low <> 0 OR c.medium <> 0 OR c.high <> 0
     ORDER BY c.tenant_id, c.app_id
  $$;
--> statement-breakpoint
CREATE FUNCTION record_supplier_link_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM append_supplier_link_changes(array_agg(tenant_id), array_agg(app_id), array_agg(catalyst_score_label), array_agg(1))
      FROM new_suppliers WHERE bvd_id IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM append_supplier_link_changes(array_agg(tenant_id), array_agg(app_id), array_agg(catalyst_score_label), array_agg(-1))
      FROM old_suppliers WHERE bvd_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    -- Only the rows whose link or label changed: the others would add and take away the same.
    PERFORM append_supplier_link_changes(array_agg(tenant_id), array_agg(app_id), array_agg(label), array_agg(change))
      FROM (SELECT o.tenant_id, o.app_id, o.catalyst_score_label AS label, -1 AS change
              FROM old_suppliers o JOIN new_suppliers n USING (tenant_id, app_id, supplier_id)
             WHERE o.bvd_id IS NOT NULL AND (n.bvd_id IS NULL OR n.catalyst_score_label IS DISTINCT FROM o.catalyst_score_label)
            UNION ALL
            SELECT n.tenant_id, n.app_id, n.catalyst_score_label, 1
              FROM old_suppliers o JOIN new_suppliers n USING (tenant_id, app_id, supplier_id)
             WHERE n.bvd_id IS NOT NULL AND (o.bvd_id IS NULL OR n.catalyst_score_label IS DISTINCT FROM o.catalyst_score_label)) changes
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER suppliers_link_counts_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS new_suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION record_supplier_link_counts();
--> statement-breakpoint
CREATE TRIGGER suppliers_link_counts_update AFTER UPDATE ON suppliers REFERENCING OLD TABLE AS old_suppliers NEW TABLE AS new_suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION record_supplier_link_counts();
--> statement-breakpoint
CREATE TRIGGER suppliers_link_counts_delete AFTER DELETE ON suppliers REFERENCING OLD TABLE AS old_suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION record_supplier_link_counts();
--> statement-breakpoint
-- The counts of the suppliers already there, every tenant's (the migration sees them all for this statement's transaction).
SELECT set_config('app.all_tenants', 'on', true);
--> statement-breakpoint
INSERT INTO supplier_link_counts (tenant_id, app_id, linked, low, medium, high)
SELECT tenant_id, app_id, count(*)::int,
       (count(*) FILTER (WHERE catalyst_score_label = 'Low'))::int,
       (count(*) FILTER (WHERE catalyst_score_label = 'Medium'))::int,
       (count(*) FILTER (WHERE catalyst_score_label = 'High'))::int
  FROM suppliers WHERE bvd_id IS NOT NULL GROUP BY tenant_id, app_id;
--> statement-breakpoint
SELECT set_config('app.all_tenants', '', true);
