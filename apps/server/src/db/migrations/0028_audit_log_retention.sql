ALTER TABLE "tenants" ADD COLUMN "audit_retention_days" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_tenant_at_idx" ON "audit_events" USING btree ("tenant_id","at","id");--> statement-breakpoint
-- Retention (decision 027). The application role still may not delete audit events (0003): it may
-- only ask this function to remove one batch of a tenant's events older than a cutoff, in the
-- tenant its transaction sees, and never one younger than 30 days (the shortest retention a tenant
-- can be given, AUDIT_RETENTION_DAYS in contracts).
CREATE OR REPLACE FUNCTION prune_audit_events(p_tenant text, p_before timestamptz, p_limit integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  removed integer;
BEGIN
  IF p_before > now() - interval '30 days' THEN
    RAISE EXCEPTION 'audit events younger than 30 days are kept';
  END IF;
  -- The batch's ids as one array first: each is then found by the primary key, where a join
  -- planned without knowing the limit read the whole table for every batch.
  DELETE FROM audit_events
   WHERE id = ANY (ARRAY(
     SELECT id FROM audit_events
      WHERE tenant_id = p_tenant AND at < p_before AND app_tenant_visible(tenant_id)
      ORDER BY at
      LIMIT least(greatest(p_limit, 0), 10000)));
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION prune_audit_events(text, timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION prune_audit_events(text, timestamptz, integer) TO connector_app;
