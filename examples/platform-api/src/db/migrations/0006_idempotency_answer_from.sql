-- 0006 a stored idempotent answer may be stored as what it is built from (docs/decisions/0478):
-- `answer_from` is NULL when `body` is the answer itself; 'cart' when `body` holds the cart, its
-- lines and the shop's currency, and a replay builds the cart answer from them, as the first
-- request did (the one-statement cart add writes them with its change).
ALTER TABLE "idempotency_keys" ADD COLUMN "answer_from" text;
