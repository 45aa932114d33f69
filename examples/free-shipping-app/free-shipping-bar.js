// @ts-check
/**
 * Free-shipping progress bar: a third-party app for Vitrine storefronts, written only against the
 * public scripting interface `window.Vitrine` (see docs/scripting.md).
 *
 * Load it with a plain script tag, before or after the storefront (it waits on the ready queue):
 *
 *   <script src="https://apps.example/free-shipping-bar.js" data-threshold="10000"></script>
 *
 * Settings (data attributes of its script tag):
 * - data-threshold: the order subtotal that ships free, in minor units of the shop's currency
 *   (10000 = $100.00). The storefront does not expose the shop's free-shipping rule to scripts,
 *   so the merchant sets it here; 10000 by default.
 * - data-target: a CSS selector of the element to render into; without it the bar is added at
 *   the top of the page.
 */
(() => {
  /** @typedef {import('@vitrine/scripting/types').VitrineScripting} VitrineScripting */
  /** @typedef {import('@vitrine/scripting/types').VitrineCart} VitrineCart */

  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const threshold = Number(script?.dataset.threshold ?? '') || 10000;
  const selector = script?.dataset.target;

  /** The element the bar renders into. */
  function barElement() {
    const existing = selector ? document.querySelector(selector) : null;
    if (existing instanceof HTMLElement) return existing;
    const bar = document.createElement('div');
    bar.className = 'free-shipping-bar';
    bar.setAttribute('role', 'status');
    bar.setAttribute('aria-live', 'polite');
    document.body.prepend(bar);
    return bar;
  }

  /** @param {VitrineScripting} Vitrine */
  function start(Vitrine) {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => start(Vitrine), { once: true });
      return;
    }
    const bar = barElement();
    let shown = 0;

    /** Renders the bar for `cart`; an older answer never overwrites a newer one. @param {VitrineCart} cart */
    async function render(cart) {
      shown += 1;
      const mine = shown;
      // The threshold is in the shop's currency: compared with the subtotal in that currency (`shop`
      // when the shopper picked another one), the rest shown in the shopper's (`currency.format`
      // converts it).
      const subtotal = cart.totals.subtotal.shop ?? cart.totals.subtotal;
      const remaining = threshold - subtotal.amount;
      const text =
        remaining > 0
          ? `Spend ${await Vitrine.currency.format({ amount: remaining, currency: subtotal.currency })} more for free shipping`
          : 'Your order ships free!';
      if (mine !== shown) return;
      bar.textContent = text;
      bar.style.setProperty('--free-shipping-progress', String(Math.min(1, subtotal.amount / threshold)));
    }

    /** A failure is the app's own business: it is logged, never thrown at the storefront. */
    const show = (/** @type {Promise<VitrineCart>} */ cart) =>
      cart.then(render).catch((error) => console.warn('[free-shipping-bar]', error));

    show(Vitrine.cart.get());
    Vitrine.on('cart:updated', (event) => {
      // The change shows at once; the confirmed cart replaces it when the platform answers.
      show(Promise.resolve(event.cart));
      show(event.promise);
    });
    Vitrine.on('currency:changed', () => show(Vitrine.cart.get()));
  }

  const w = /** @type {{ Vitrine?: VitrineScripting | Array<(api: VitrineScripting) => unknown> }} */ (
    /** @type {unknown} */ (window)
  );
  w.Vitrine = w.Vitrine || [];
  w.Vitrine.push(start);
})();
