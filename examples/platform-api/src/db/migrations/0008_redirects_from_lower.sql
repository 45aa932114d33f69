-- 0008 (docs/decisions/0122): redirects compare case-insensitively, so the server's look-up
-- (routes/catalog.ts findRedirect) asks for lower(from_path); this index serves it as the unique
-- (shop_id, from_path) index served the exact comparison before.
CREATE INDEX IF NOT EXISTS "redirects_shop_from_lower" ON "redirects" USING btree ("shop_id", lower("from_path"));
