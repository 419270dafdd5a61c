-- The first super administrator used to be created without a country, so saving their own record
-- (the console does it to remember the selected application) failed validation. Users without a
-- country get the one of their locale (en-GB → GB). Every tenant's rows: the policies of 0001
-- apply to the owner too (FORCE ROW LEVEL SECURITY).
SELECT set_config('app.all_tenants', 'on', true);
--> statement-breakpoint
UPDATE users SET country = upper(split_part(locale, '-', 2))
  WHERE country = '' AND locale ~ '^[a-z]{2}-[A-Z]{2}$';
