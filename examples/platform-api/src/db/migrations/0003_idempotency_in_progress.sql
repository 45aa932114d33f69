-- 0003 idempotency keys are claimed before the request runs (docs/decisions/0262-idempotency-claims.md):
-- a row with no status yet is a request in progress; the fingerprint is a digest of the request
-- (method, path, query, body), so a key reused for another cart or body is refused.
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;
ALTER TABLE "idempotency_keys" ALTER COLUMN "status" DROP NOT NULL;
ALTER TABLE "idempotency_keys" ALTER COLUMN "body" DROP NOT NULL;
