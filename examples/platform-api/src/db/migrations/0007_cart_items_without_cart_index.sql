-- 0007 (issue 17, docs/decisions/0545): cart_items loses its index on cart_id alone. Both unique
-- indexes of the table, cart_items_line (cart_id, variant_id, properties_key) and cart_items_item_id
-- (cart_id, item_id), start with cart_id and serve every look-up by cart (its lines, their next
-- position, the cascade from carts). A cart line written updated one index fewer.
DROP INDEX IF EXISTS "cart_items_cart";
