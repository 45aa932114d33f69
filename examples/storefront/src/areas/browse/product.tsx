import { formatMessage } from '@vitrine/messages';
import { notificationText, routePath, selectNotifications } from '@vitrine/core-shop';
import {
  type AddState,
  useCustomOptions,
  useFacadeSelector,
  useMoney,
  useProduct,
  useShop,
  useStorefront,
} from '@vitrine/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb';
import { CustomOptionsForm } from '../../components/custom-options-form';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { PersonalisationPreview } from '../../components/personalisation-preview';
import { ProductCountdowns } from '../../components/engagement/countdown';
import { EngagementProduct } from '../../components/engagement/product-engagement';
import { Image } from '../../components/image';
import { SizeChart } from '../../components/size-chart';
import { useHydrated } from '../../server/hydration';
import { TEXTS } from '../../texts';

/**
 * The product page (000 §2, §4): breadcrumbs, the variant picker with colour swatches (the `variant`
 * query kept updated), every custom-option type, the size chart with Inch/Cm, quantity, add to cart
 * and buy now (what follows an add is the shop's after-add setting, carried out by the cart).
 */
export function Component() {
  const { slug = '', categorySlug } = useParams();
  const [query, setQuery] = useSearchParams();
  // The whole query goes along: a renamed product's redirect keeps it (000 §2 Navigation rules
  // "query kept"), so /products/old-tee?variant=5 goes to /products/new-tee?variant=5.
  const { search } = useLocation();
  const { view, selectOption, addToCart, buyNow, add } = useProduct(slug, {
    variant: query.get('variant'),
    search,
  });
  const { shop } = useShop();
  const customOptions = useCustomOptions(view.product);
  const optionsForm = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(optionsForm);
  const { format } = useMoney();
  // The quantity field may be empty while the shopper types a new number (controlled, a '' made
  // 1 at once turned Backspace then 3 into 13); what is added is at least 1, and the field shows
  // that once left or added.
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.max(1, Math.floor(Number(quantityText)) || 1);
  const quantityId = useId();
  const hydrated = useHydrated();
  const product = view.product;
  // 000 §8, docs/decisions/0223: a refused add is told by core-cart's error toast (role="alert",
  // the server's words such as 'Only 2 left in stock.'), the shop's one channel. The words stay
  // beside the button, out of the live region, so they are read out once; a refusal no toast told
  // (the cart could not be made) is announced there. Which it was is settled when the add fails: a
  // toast that goes away later does not make the words be read out again.
  const storefront = useStorefront();
  const notifications = useFacadeSelector(storefront.notifications, selectNotifications);
  const [refusal, setRefusal] = useState<{ readonly add: AddState; readonly toasted: boolean } | null>(null);
  if (add.status === 'failed' && refusal?.add !== add) {
    const message = add.message;
    setRefusal({
      add,
      toasted: notifications.some(
        (notification) => notification.type === 'error' && notificationText(notification.message) === message,
      ),
    });
  }
  const toasted = add.status === 'failed' && refusal?.add === add && refusal.toasted;

  // 000 §2 product-single: the `variant` query is kept updated (decision 0570). A query that names
  // no variant of the product (the page shows the first available, 000 §4) is replaced by the one
  // shown; one naming a variant is the catalogue's to select (useProduct), so a link to another
  // variant is never undone here; a page opened without one gets one when the shopper picks.
  const asked = query.get('variant');
  const shown = view.status === 'ready' ? view.variantQuery : null;
  const askedExists = product?.variants.some((variant) => String(variant.id) === asked?.trim()) ?? false;
  useEffect(() => {
    if (asked === null || shown === null || asked === shown || askedExists) return;
    const next = new URLSearchParams(query);
    next.set('variant', shown);
    setQuery(next, { replace: true, preventScrollReset: true });
  }, [shown, asked, askedExists, query, setQuery]);

  if (view.status === 'loading' || product === null) {
    return (
      <section className="product" aria-busy="true">
        <div className="product-media">
          <div className="image-empty" />
        </div>
        <p>{TEXTS.loading}</p>
      </section>
    );
  }

  const crumbs: Crumb[] = [
    { label: TEXTS.home, to: routePath('home') },
    categorySlug
      ? {
          label: product.collections.find((item) => item.handle === categorySlug)?.title ?? categorySlug,
          to: routePath('category', { slug: categorySlug }),
        }
      : { label: TEXTS.allProducts, to: routePath('products-all') },
    { label: product.title },
  ];
  const price = view.variant?.price ?? product.price;
  // 000 §3: a Variant has its own compare_at_price; the product's is its cheapest variant's, so a
  // variant without one shows no struck-through price.
  const compare = view.variant ? view.variant.compareAtPrice : product.compareAtPrice;
  // Sold out as the product card says it (product-card.tsx): the variant exists but is not available
  // (the platform answers a tracked stock of 0 available: false, so the reason is `unavailable`
  // first, decision 0145), or its tracked stock is out; options matching no variant are Unavailable.
  const soldOut =
    view.addToCart.reason === 'out-of-stock' ||
    (view.addToCart.reason === 'unavailable' && view.variant !== null && !view.variant.available);
  // 000 §5: a required option left empty blocks the add. The form's code loads on first use
  // (decision 0350), so a product with options waits for its form: an add before it would skip
  // the checks and go to the cart without the options.
  const formPending = product.customOptions.length > 0 && customOptions.form === null;
  // A server-rendered page's buttons wait for hydration: a click before it would be lost (issue 18).
  const canAdd =
    hydrated && view.addToCart.enabled && !formPending && !customOptions.uploading && add.status !== 'adding';

  const submit = async (now: boolean) => {
    let properties: Parameters<typeof addToCart>[1];
    setQuantityText(String(quantity));
    if (formPending) return;
    if (customOptions.form && customOptions.options.length > 0) {
      const checked = await customOptions.form.submit();
      // 000 §5 "A required option that is empty blocks the operation and shows its hint": the
      // keyboard goes to the first option to fix, not left on the button (WCAG 3.3.1).
      if (!checked.ok) {
        focusFirstInvalid();
        return;
      }
      properties = checked.value;
    }
    if (now) await buyNow(quantity, properties);
    else await addToCart(quantity, properties);
  };

  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <article className="product" aria-labelledby="product-title">
        <div className="product-media">
          <Image
            src={view.image ?? product.image}
            alt={product.title}
            sizes="(min-width: 900px) 600px, 100vw"
            priority
          />
        </div>
        <div>
          <h1 id="product-title">{product.title}</h1>
          <p>
            {price ? <span className="price">{format(price)}</span> : null}
            {compare && price && compare.amount > price.amount ? (
              <s className="compare">{format(compare)}</s>
            ) : null}
          </p>
          {view.options.map((option) => (
            <fieldset key={option.code} className="field">
              <legend>{option.label}</legend>
              <div className="swatches">
                {option.values.map((value) => (
                  <button
                    key={value.code}
                    type="button"
                    className="swatch"
                    aria-pressed={value.selected}
                    // a pick before the code runs would be lost (decision 0466)
                    disabled={!hydrated}
                    data-unavailable={!value.available}
                    onClick={async () => {
                      const result = await selectOption(option.code, value.code);
                      if (!result.ok) return;
                      const next = new URLSearchParams(query);
                      if (result.value.variantQuery) next.set('variant', result.value.variantQuery);
                      else next.delete('variant');
                      setQuery(next, { replace: true, preventScrollReset: true });
                    }}
                  >
                    {option.usingColorSwatch && value.colorCode ? (
                      <span
                        className="swatch-colour"
                        style={{ background: value.colorCode }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {value.label}
                    {value.available ? null : <span className="visually-hidden"> ({TEXTS.unavailable})</span>}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
          {view.unavailable ? <p className="hint">{TEXTS.unavailable}</p> : null}
          <ProductCountdowns productId={product.id} />
          {shop?.sizeChart.enabled ? <SizeChart product={product} /> : null}
          <CustomOptionsForm state={customOptions} ref={optionsForm} />
          {/* The options' code could not load (decision 0490): no add without their checks, said so. */}
          {product.customOptions.length > 0 && customOptions.status === 'failed' ? (
            <p role="alert" className="field-error">
              {formatMessage('error.server')}. {formatMessage('error.refresh_page')}
            </p>
          ) : null}
          <PersonalisationPreview product={product} image={view.image} state={customOptions} />
          <div className="actions">
            <span className="field">
              <label htmlFor={quantityId}>{TEXTS.quantity}</label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                value={quantityText}
                onChange={(event) => setQuantityText(event.currentTarget.value)}
                onBlur={() => setQuantityText(String(quantity))}
              />
            </span>
            <button type="button" className="button" disabled={!canAdd} onClick={() => void submit(false)}>
              {soldOut ? TEXTS.soldOut : TEXTS.addToCart}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={!canAdd}
              onClick={() => void submit(true)}
            >
              {formatMessage('product.buy_now')}
            </button>
          </div>
          <p className="small muted">
            <span role="status">
              {add.status === 'adding'
                ? TEXTS.loading
                : add.status === 'failed' && !toasted
                  ? add.message
                  : ''}
            </span>
            {toasted ? add.message : null}
          </p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's product description */}
          <div className="description" dangerouslySetInnerHTML={{ __html: view.description }} />
        </div>
      </article>
      <EngagementProduct product={product} />
    </>
  );
}
