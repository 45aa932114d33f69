-- 0010 (001 §7, docs/decisions/0594): products and collections take their ids from ONE sequence,
-- catalog_id_seq, so a product id and a collection id never coincide and the refIds a product
-- page asks for offers with (the product plus its collection ids, one list) name one thing each.
-- Before, each table had its serial: product 6 and collection 6 were both "6", and an offer meant
-- for the one showed on the pages of the other.
--
-- An older database: the sequence starts after every id either serial gave; each collection whose
-- id is also a product's gets a new id from it (in the old id order), carried to
-- collection_products (its foreign key dropped and added again around the change) and to
-- discount_codes.collection_id. An offer's ref_ids cannot say which of the two an old shared id
-- meant: an id that is a product of the offer's shop and a renumbered collection of it keeps the
-- product's id and gains the collection's new one (the offer still shows wherever it showed;
-- whoever runs the shop removes the one not meant); one that is only a collection of the shop is
-- replaced by the new id. A new database (0001–0009 just run, no rows) numbers from 1.
CREATE SEQUENCE "catalog_id_seq" AS integer;

CREATE TEMPORARY TABLE "catalog_id_base" ON COMMIT DROP AS
SELECT coalesce(greatest(
  (SELECT max("id") FROM "products"),
  (SELECT max("id") FROM "collections"),
  pg_sequence_last_value('"products_id_seq"'::regclass),
  pg_sequence_last_value('"collections_id_seq"'::regclass)
), 0) AS "last_id";

CREATE TEMPORARY TABLE "collection_renumbered" ON COMMIT DROP AS
SELECT c."id" AS "old_id",
       c."shop_id",
       ((SELECT "last_id" FROM "catalog_id_base") + row_number() OVER (ORDER BY c."id"))::integer AS "new_id"
FROM "collections" c
WHERE EXISTS (SELECT 1 FROM "products" p WHERE p."id" = c."id");

ALTER TABLE "collection_products" DROP CONSTRAINT "collection_products_collection_id_collections_id_fk";
UPDATE "collections" c SET "id" = r."new_id" FROM "collection_renumbered" r WHERE c."id" = r."old_id";
UPDATE "collection_products" cp SET "collection_id" = r."new_id"
FROM "collection_renumbered" r WHERE cp."collection_id" = r."old_id";
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_collections_id_fk"
  FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;
UPDATE "discount_codes" d SET "collection_id" = r."new_id"
FROM "collection_renumbered" r WHERE d."collection_id" = r."old_id";

UPDATE "offers" o SET "ref_ids" = ARRAY(
  SELECT refs."id" FROM (
    SELECT e."ord", 0 AS "sub", e."ref" AS "id"
    FROM unnest(o."ref_ids") WITH ORDINALITY AS e("ref", "ord")
    WHERE NOT EXISTS (SELECT 1 FROM "collection_renumbered" r WHERE r."old_id" = e."ref" AND r."shop_id" = o."shop_id")
       OR EXISTS (SELECT 1 FROM "products" p WHERE p."id" = e."ref" AND p."shop_id" = o."shop_id")
    UNION ALL
    SELECT e."ord", 1 AS "sub", r."new_id" AS "id"
    FROM unnest(o."ref_ids") WITH ORDINALITY AS e("ref", "ord")
    JOIN "collection_renumbered" r ON r."old_id" = e."ref" AND r."shop_id" = o."shop_id"
  ) refs
  ORDER BY refs."ord", refs."sub"
)
WHERE EXISTS (SELECT 1 FROM "collection_renumbered" r WHERE r."shop_id" = o."shop_id" AND r."old_id" = ANY (o."ref_ids"));

SELECT setval(
  '"catalog_id_seq"',
  (SELECT "last_id" FROM "catalog_id_base") + (SELECT count(*) FROM "collection_renumbered") + 1,
  false
);
ALTER TABLE "products" ALTER COLUMN "id" SET DEFAULT nextval('"catalog_id_seq"'::regclass);
ALTER TABLE "collections" ALTER COLUMN "id" SET DEFAULT nextval('"catalog_id_seq"'::regclass);
DROP SEQUENCE "products_id_seq";
DROP SEQUENCE "collections_id_seq";
