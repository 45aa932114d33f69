-- 0009 an order's additional balance is paid by one payment at a time (found by a read-only audit):
-- a payment claims it first (additional_claimed_at), so a second one at the same time answers 409
-- PAYMENT_PROCESSING instead of charging the card again; a claim older than the idempotency
-- take-over (5 minutes, docs/decisions/0262) belongs to a request that died and is taken over.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "additional_claimed_at" timestamp with time zone;
