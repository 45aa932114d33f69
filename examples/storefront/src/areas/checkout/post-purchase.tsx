import type { CheckoutError } from '@vitrine/core-checkout';
import { requiresAnswer } from '@vitrine/core-custom-options';
import type { OfferProduct, UpsellOffer } from '@vitrine/core-offers';
import { useMoney, type CheckoutState } from '@vitrine/react';
import { useEffect, useState } from 'react';
import { useOffersPart } from '../../components/engagement/use-parts';
import { Image } from '../../components/image';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from './checkout-error';
import { useCharged } from './use-charged';

/** The post-purchase offer of an ordered product and the product it proposes. */
interface Proposal {
  readonly offer: UpsellOffer;
  readonly product: OfferProduct;
  readonly variantId: string;
}

/**
 * The post-purchase offer after a completed order (001 §4 Post-purchase; docs/decisions/0245):
 * the offer of the ordered products and their collections (core-offers' `afterOrder`, decision
 * 0572), activated and finalised through the checkout.
 * Accepting adds the product to the order and charges it once with the order's payment; declining
 * goes on; an unsupported payment method shows its text of 001 §4.
 */
export function PostPurchase({ page }: { readonly page: CheckoutState }) {
  const offers = useOffersPart();
  const { format, convert } = useMoney();
  const { checkout, facade, postPurchase } = page;
  // Every ordered product, in order (one key for the effect below).
  const ordered = [
    ...new Set(checkout?.totals.lines.flatMap((line) => (line.productId ? [line.productId] : [])) ?? []),
  ].join(',');
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [declined, setDeclined] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  // 001 §4: an offer is added to an order once. A thank-you page opened again (a reload) has not
  // seen the offer: it asks the platform where it stands before proposing it.
  const [known, setKnown] = useState(postPurchase !== undefined);
  useEffect(() => {
    if (!facade || known) return;
    let current = true;
    void facade.readPostPurchase().then(() => {
      if (current) setKnown(true);
    });
    return () => {
      current = false;
    };
  }, [facade, known]);

  useEffect(() => {
    if (!ordered || !offers) return;
    let current = true;
    void offers.afterOrder(ordered.split(',')).then((result) => {
      if (!current || !result.ok) return;
      // The first offer with a product to propose, with the product it prices.
      for (const offer of result.value.offers) {
        const product = result.value.products.find((candidate) => candidate.offerId === offer.id);
        // The variant core-offers priced the product with (its price is the one shown and charged),
        // in stock: core-offers falls back to a sold-out variant when none is available, which the
        // platform refuses to add ('item out of stock'). A sold-out product is not proposed, as
        // the product page's offer card cannot add it either. Nor is a product whose custom options
        // need an answer: the offer has no fields for them (000 §5 "A required option that is empty
        // blocks the operation and shows its hint"; as the offer cards, docs/decisions/0598).
        const variantId = product?.variantId;
        const variant = product?.product.variants.find((candidate) => candidate.id === variantId);
        if (
          product &&
          variantId &&
          product.product.available &&
          variant?.available &&
          !requiresAnswer(product.product.customOptions)
        ) {
          setProposal({ offer, product, variantId });
          return;
        }
      }
    });
    return () => {
      current = false;
    };
  }, [offers, ordered]);

  // The offer is charged in the shop's currency (decision 0281): shown in another, the amount one
  // click charges is said beside the button (docs/decisions/0646).
  const offered = proposal && (proposal.product.discountedPrice ?? proposal.product.price);
  const charged = useCharged(offered ? convert(offered) : undefined);

  if (!facade || !proposal || declined || !known) return null;
  if (postPurchase?.status === 'accepted')
    return (
      <section className="post-purchase" aria-labelledby="post-purchase-title">
        <h2 id="post-purchase-title">{TEXTS.postPurchaseTitle}</h2>
        <p role="status" className="post-purchase-done">
          {TEXTS.postPurchaseAdded}
        </p>
      </section>
    );
  if (postPurchase?.status === 'declined') return null;

  const { offer, product } = proposal;
  const price = product.discountedPrice ?? product.price;
  const accept = async () => {
    setWorking(true);
    setError(undefined);
    const activated =
      postPurchase?.status === 'activated'
        ? { ok: true as const }
        : await facade.activatePostPurchase({ offerId: offer.id, variantId: proposal.variantId });
    const result = activated.ok ? await facade.finalizePostPurchase(true) : activated;
    if (!result.ok) setError(result.error);
    setWorking(false);
  };
  const decline = async () => {
    setDeclined(true);
    if (postPurchase?.status === 'activated') await facade.finalizePostPurchase(false);
  };
  return (
    <section className="post-purchase" aria-labelledby="post-purchase-title">
      <h2 id="post-purchase-title">{offer.title ?? TEXTS.postPurchaseTitle}</h2>
      {offer.message ? <p className="muted">{offer.message}</p> : null}
      <div className="post-purchase-product">
        <Image src={product.product.images[0]?.src} alt="" sizes="96px" className="post-purchase-image" />
        <div>
          <p className="post-purchase-name">{product.product.title}</p>
          <p className="price">
            {product.price &&
            product.discountedPrice &&
            product.discountedPrice.amount < product.price.amount ? (
              <>
                <s className="muted">{format(product.price)}</s> {format(product.discountedPrice)}{' '}
                <span className="badge">{TEXTS.percentOff(product.percentageDiscount)}</span>
              </>
            ) : price ? (
              format(price)
            ) : null}
          </p>
        </div>
      </div>
      <CheckoutErrorText id="post-purchase-error" error={error} />
      {charged ? <p className="order-charged muted small">{TEXTS.willBeCharged(charged)}</p> : null}
      <div className="post-purchase-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => void accept()}
          disabled={working}
          aria-busy={working}
        >
          {TEXTS.postPurchaseAccept(price ? format(price) : '')}
        </button>
        <button type="button" className="button secondary" onClick={() => void decline()} disabled={working}>
          {TEXTS.noThanks}
        </button>
      </div>
    </section>
  );
}
