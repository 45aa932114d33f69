import { lineKey, selectLines, selectTokens } from '@vitrine/core-cart';
import type { Product } from '@vitrine/core-catalog';
import { requiresAnswer } from '@vitrine/core-custom-options';
import {
  type OfferProduct,
  type OffersFacade,
  selectAfterAdd,
  selectProductOffers,
  selectUpsellDiscount,
  type UpsellOffer,
} from '@vitrine/core-offers';
import { routePath } from '@vitrine/core-shop';
import { inBackground, useCart, useFacadeSelector, useMoney, useStorefront } from '@vitrine/react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../../texts';
import { Image } from '../image';
import { useAppEnabled, useOffersPart } from './use-parts';
import '../../styles/engagement.css';

/** The app code a line added from an upsell offer carries (001 §9 upsell app: usell). */
const UPSELL_APP = 'usell';

/** Offer types shown on the product page (docs/decisions/0320: postPurchase follows an order). */
const PRODUCT_PAGE_TYPES: readonly string[] = [
  'handPicked',
  'quantityDiscount',
  'bundle',
  'accessory',
  'prePurchase',
];

/**
 * One offered product: image, title, the price before and after the offer's percentage, and Add,
 * which puts it in the cart with the offer's id (`metadata.offer_id`) so its discount applies.
 * An offer with a minimum quantity (a quantityDiscount's min_quantity) says it and Add puts that
 * many in: the platform discounts a line of the offer only from that quantity (docs/decisions/0569).
 */
function OfferCard({ item, onFollow }: { readonly item: OfferProduct; readonly onFollow?: () => void }) {
  const { format } = useMoney();
  const { add } = useCart();
  const storefront = useStorefront();
  // The variant Add puts in the cart is the one whose price the card shows (core-offers' offerVariant).
  const { product, variantId } = item;
  const place = useFacadeSelector(storefront.cart, (snapshot) => offerPlace(selectLines(snapshot), item));
  // 000 §5 "A required option that is empty blocks the operation": a card has no fields, so a
  // product whose custom options need an answer is not added from it; its link leads to its page
  // (docs/decisions/0598).
  const needsAnswers = requiresAnswer(product.customOptions);
  const discounted =
    item.discountedPrice && item.price && item.discountedPrice.amount < item.price.amount
      ? item.discountedPrice
      : null;
  return (
    <li className="offer-card">
      <Link
        to={routePath('product-single', { slug: product.handle })}
        className="offer-link"
        {...(onFollow ? { onClick: onFollow } : {})}
      >
        <Image src={product.image} alt="" sizes="96px" />
        <span className="card-title">{product.title}</span>
      </Link>
      <span className="offer-prices">
        {discounted ? <span className="price">{format(discounted)}</span> : null}
        {item.price ? (
          discounted ? (
            <s className="compare">{format(item.price)}</s>
          ) : (
            <span className="price">{format(item.price)}</span>
          )
        ) : null}
        {item.percentageDiscount > 0 ? (
          <span className="offer-badge">{TEXTS.saveOff(item.percentageDiscount)}</span>
        ) : null}
        {item.quantity > 1 ? <span className="offer-quantity">{TEXTS.quantityOf(item.quantity)}</span> : null}
      </span>
      <button
        type="button"
        className="button secondary small"
        // Its name says what it shows: once the offer is in the cart ('✓', disabled) it no longer
        // offers to add it (001 §3 Upsell).
        aria-label={place === 'inCart' ? TEXTS.offerInCart(product.title) : TEXTS.addOfferTo(product.title)}
        disabled={variantId === null || place !== 'open' || !product.available || needsAnswers}
        onClick={() => {
          if (variantId === null || needsAnswers) return;
          void add({
            variantId,
            quantity: item.quantity,
            app: UPSELL_APP,
            ...(item.offerId === null ? {} : { metadata: { offer_id: item.offerId } }),
          });
        }}
      >
        {place === 'inCart' ? '✓' : TEXTS.addOffer}
      </button>
    </li>
  );
}

/** A cart line as the platform sent it (its `metadata` kept), as core-cart's `selectLines` gives it. */
type WireCartLine = ReturnType<typeof selectLines>[number];

/**
 * Where an offer card's Add stands against the cart:
 * - `inCart`: the offer's line of the product is in the cart, or on its way (the line of an add in
 *   flight has no product id yet, but its variant and metadata are known, so a second Add before
 *   the answer adds nothing twice). For a product without an offer, any line of it.
 * - `merges`: a line of the very variant Add puts in, without the offer, is in the cart. The
 *   platform keeps one line per variant and properties (docs/decisions/0182) and an add onto it
 *   keeps that line's metadata, so Add would raise it without the offer's id: the card's discount
 *   would not apply (docs/decisions/0569). Add is not offered.
 * - `open`: Add puts in a line of its own, which the platform discounts. A line of the product
 *   added without the offer (another variant) leaves the card usable.
 * Read from the lines as the platform sent them: `CartLine` does not carry a line's metadata.
 */
function offerPlace(lines: readonly WireCartLine[], item: OfferProduct): 'inCart' | 'merges' | 'open' {
  const { product, variantId, offerId } = item;
  const ofProduct = (line: WireCartLine) =>
    String(line.product_id) === product.id || String(line.variant_id) === variantId;
  if (lines.some((line) => ofProduct(line) && (offerId === null || offerIdOf(line) === offerId)))
    return 'inCart';
  if (offerId === null || variantId === null) return 'open';
  const added = lineKey(variantId);
  return lines.some((line) => lineKey(line.variant_id, line.properties) === added) ? 'merges' : 'open';
}

/** The offer id a cart line was added with (`metadata.offer_id`), `null` without one. */
function offerIdOf(line: WireCartLine): string | null {
  const { metadata } = line;
  if (typeof metadata !== 'object' || metadata === null || !('offer_id' in metadata)) return null;
  const offerId = metadata.offer_id;
  return typeof offerId === 'string' || typeof offerId === 'number' ? String(offerId) : null;
}

/** The products of each offer, in the offers' order (a product sits with the offer that prices it). */
function groupByOffer(
  offers: readonly UpsellOffer[],
  products: readonly OfferProduct[],
): { readonly offer: UpsellOffer; readonly products: readonly OfferProduct[] }[] {
  return offers
    .map((offer) => ({ offer, products: products.filter((item) => item.offerId === offer.id) }))
    .filter((group) => group.products.length > 0);
}

/**
 * The product page's upsell (001 §3, §7): the offers of the product and of its collections, each
 * with its products at the offer's price. Nothing in a shop whose upsell app is off.
 */
export function ProductUpsell({ product }: { readonly product: Product }) {
  const offers = useOffersPart();
  const enabled = useAppEnabled('upsell');
  return enabled && offers ? <ProductOffers offers={offers} product={product} /> : null;
}

function ProductOffers({ offers, product }: { readonly offers: OffersFacade; readonly product: Product }) {
  // Rendered as deferred work, in short slices: the offers arrive after the page hydrated, and
  // their cards are tens of milliseconds of rendering on a slow phone (docs/decisions/0551).
  const productOffers = useDeferredValue(useFacadeSelector(offers, selectProductOffers));
  const asked = useRef<string | null>(null);
  useEffect(
    () =>
      inBackground(() => {
        if (asked.current === product.id) return;
        asked.current = product.id;
        void offers.load(product);
      }),
    [product, offers],
  );
  if (!productOffers || productOffers.request.productId !== product.id) return null;
  const groups = groupByOffer(
    productOffers.offers.filter((offer) => PRODUCT_PAGE_TYPES.includes(offer.type)),
    productOffers.products,
  );
  if (groups.length === 0) return null;
  return (
    <section className="section upsell" aria-labelledby="upsell-title">
      <h2 id="upsell-title">{TEXTS.upsellTitle}</h2>
      {groups.map(({ offer, products }) => (
        <div key={offer.id} className="upsell-offer">
          {offer.title ? <h3>{offer.title}</h3> : null}
          {offer.message ? <p className="muted small">{offer.message}</p> : null}
          <ul className="offer-list">
            {products.map((item) => (
              <OfferCard key={item.product.id} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The offers shown after an add to cart (001 §3; docs/decisions/0320: prePurchase, accessory and
 * bundle offers of the added product), in the mini cart the shop's after-add setting opens.
 */
export function AfterAddUpsell({ onFollow }: { readonly onFollow?: () => void }) {
  const offers = useOffersPart();
  const enabled = useAppEnabled('upsell');
  return enabled && offers ? <AfterAddOffers offers={offers} {...(onFollow ? { onFollow } : {})} /> : null;
}

function AfterAddOffers({
  offers,
  onFollow,
}: {
  readonly offers: OffersFacade;
  readonly onFollow?: () => void;
}) {
  const afterAdd = useFacadeSelector(offers, selectAfterAdd);
  if (!afterAdd || afterAdd.products.length === 0) return null;
  const title = afterAdd.offers.find((offer) => offer.title)?.title ?? TEXTS.upsellTitle;
  return (
    <section className="after-add" aria-labelledby="after-add-title">
      <div className="after-add-head">
        <h3 id="after-add-title">{title}</h3>
        <button type="button" className="link-button small" onClick={() => void offers.dismissAfterAdd()}>
          {TEXTS.noThanks}
        </button>
      </div>
      <ul className="offer-list">
        {afterAdd.products.map((item) => (
          <OfferCard key={item.product.id} item={item} {...(onFollow ? { onFollow } : {})} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The cart each offers facade was last asked the discount of (its token and its lines): the rows
 * shown at once (the cart page's and the open drawer's on /cart), StrictMode's second effect and a
 * row mounted again on an unchanged cart (the drawer reopened) share one request.
 */
const discountAskedFor = new WeakMap<OffersFacade, string>();

/**
 * The upsell discount of the cart (001 §3 discount: total_discount_amount), asked once per change
 * of the cart's lines however many rows show it; nothing shows without one. Mount it only where it
 * is seen (the open drawer, the cart page): it loads the offers' code and asks the platform.
 */
export function UpsellDiscountRow() {
  const offers = useOffersPart();
  const enabled = useAppEnabled('upsell');
  return enabled && offers ? <DiscountRow offers={offers} /> : null;
}

function DiscountRow({ offers }: { readonly offers: OffersFacade }) {
  const storefront = useStorefront();
  const { cart } = useCart();
  const { format } = useMoney();
  const cartToken = useFacadeSelector(storefront.cart, (snapshot) => selectTokens(snapshot).cartToken);
  const discount = useFacadeSelector(offers, selectUpsellDiscount);
  const settled = cart.lines.every((line) => !line.pending);
  const lineKey = cart.lines.map((line) => `${line.id}:${line.quantity}`).join(',');
  useEffect(() => {
    if (cartToken === undefined || !settled || lineKey === '') return;
    const key = `${cartToken}|${lineKey}`;
    if (discountAskedFor.get(offers) === key) return;
    discountAskedFor.set(offers, key);
    void offers.discount(cartToken).then((result) => {
      // A failed answer is asked again by the next row shown for this cart.
      if (!result.ok && discountAskedFor.get(offers) === key) discountAskedFor.delete(offers);
    });
  }, [offers, cartToken, settled, lineKey]);
  if (!discount?.hasDiscount || lineKey === '') return null;
  return (
    <p className="totals offer-discount">
      <span>{TEXTS.offerDiscount}</span> <span className="price">−{format(discount.totalDiscount)}</span>
    </p>
  );
}
