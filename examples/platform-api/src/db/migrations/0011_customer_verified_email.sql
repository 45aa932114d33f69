-- 0011 the address a customer proved to receive mail at (docs/decisions/0595): set by following the
-- activation link or completing a password reset, cleared when the profile's e-mail changes. Order
-- history matches guest orders by e-mail only for an account whose e-mail equals this proved one.
-- No back-fill: before this, an address could be changed after activation without any proof, so
-- `active` tells nothing about the current e-mail (orders placed signed in keep their customer id).
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "verified_email" text;
