/**
 * One soak shopper through `@vitrine/sdk` in Node with its own in-memory ports: browse, add and
 * update lines (some with custom options), some sign in (merging the guest cart), some in two
 * tabs, some check out with the test card (declined first for some, a discount code for others).
 * Each step is retried the way a shopper presses again after an error; what the shopper's
 * machines believe at the end is returned for the invariants.
 */
import { selectSubmitting } from '@vitrine/core-auth';
import { selectCart, selectTokens } from '@vitrine/core-cart';
import { selectIsBusy as selectCheckoutBusy } from '@vitrine/core-checkout';
import {
  createMemoryChannelHub,
  createMemoryLock,
  createMemoryPorts,
  createMemoryStorage,
  type Result,
} from '@vitrine/ports';
import { createStorefront, type Storefront } from '../../src/index';
// The checkout package's test data (address, cards), declared once there.
import { CARDS, card, US_ADDRESS } from '../../../core-checkout/src/checkout.platform.fixtures';

/** What a shopper does, drawn from its number. */
export interface Plan {
  readonly index: number;
  readonly signIn: boolean;
  readonly twoTabs: boolean;
  readonly checkout: boolean;
  readonly declinedFirst: boolean;
  readonly discount: boolean;
  readonly customOptions: boolean;
}

/** What the shopper's machines believe at the end. */
export interface Belief {
  readonly plan: Plan;
  readonly completed: boolean;
  readonly failedStep: string | null;
  readonly cartToken: string | null;
  readonly checkoutToken: string | null;
  /** Quantity by variant id, as the cart machine holds it once settled. */
  readonly lines: ReadonlyMap<string, number>;
  /** The order the shopper was told was placed, for the checkout of this token. */
  readonly orderPlaced: boolean;
  readonly orderCheckoutToken: string | null;
  /** The cart the order was placed for, by variant id. */
  readonly orderLines: ReadonlyMap<string, number>;
  /** Machines left in a state other than settled. */
  readonly stuck: readonly string[];
}

/** A plan from the shopper's number: about a fifth sign in, a seventh use two tabs, half check out. */
export function planOf(index: number, maxSignIns: number): Plan {
  return {
    index,
    signIn: index % 5 === 1 && Math.floor(index / 5) < maxSignIns,
    twoTabs: index % 7 === 3,
    checkout: index % 2 === 0,
    declinedFirst: index % 6 === 0,
    discount: index % 4 === 0,
    customOptions: index % 9 === 4,
  };
}

const ATTEMPTS = 6;

class StepFailed extends Error {
  constructor(readonly step: string) {
    super(step);
  }
}

/** Runs `action` until it succeeds (a shopper pressing again), at most {@link ATTEMPTS} times. */
export const stepTimes = new Map<string, number[]>();

/** What a failed step tells: its code, and the platform's own text when it sent one. */
type StepError = { readonly code: string; readonly serverText?: string };

async function step<T>(name: string, action: () => Promise<Result<T, StepError>>): Promise<T> {
  const started = performance.now();
  try {
    return await retried(name, action);
  } finally {
    const times = stepTimes.get(name) ?? [];
    times.push(performance.now() - started);
    stepTimes.set(name, times);
  }
}

async function retried<T>(name: string, action: () => Promise<Result<T, StepError>>): Promise<T> {
  let last = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await action();
    if (result.ok) return result.value;
    // The platform's own text says why (a 429's "Too many attempts…", a taken e-mail).
    last = result.error.serverText ? `${result.error.code}: ${result.error.serverText}` : result.error.code;
    await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
  }
  throw new StepFailed(`${name} (${last})`);
}

const linesOf = (storefront: Storefront): Map<string, number> => {
  const lines = new Map<string, number>();
  for (const line of selectCart(storefront.cart.getSnapshot()).lines)
    lines.set(line.variantId, (lines.get(line.variantId) ?? 0) + line.quantity);
  return lines;
};

/** One shopper's journey against `baseUrl`. */
export async function shop(plan: Plan, baseUrl: string, fetch: typeof globalThis.fetch): Promise<Belief> {
  const storage = createMemoryStorage();
  const lock = createMemoryLock();
  const hub = createMemoryChannelHub();
  const open = () =>
    createStorefront({
      domain: 'localhost',
      baseUrl,
      fetch,
      ports: createMemoryPorts({ storage, lock, channels: hub.tab() }),
    });
  const tabs: Storefront[] = [open()];
  const main = tabs[0] as Storefront;
  let failedStep: string | null = null;
  let orderPlaced = false;
  let orderCheckoutToken: string | null = null;
  let orderLines = new Map<string, number>();
  try {
    await step('bootstrap', async () => {
      const ready = await main.ready();
      return ready.ok ? ready : main.shop.retry();
    });
    const page = await step('collection', () => main.catalog.collection('all'));
    const handles = page.products
      .map((product) => product.handle)
      .filter((handle) => handle !== 'custom-photo-mug');
    const picks = [handles[plan.index % handles.length], handles[(plan.index * 7 + 3) % handles.length]];
    for (const [n, handle] of picks.entries()) {
      if (!handle) continue;
      const product = await step('product', () => main.catalog.product(handle));
      const variant = product.variant;
      if (!variant || !product.addToCart.enabled) continue;
      await step('add', () => main.cart.add({ variantId: variant.id, quantity: 1 + ((plan.index + n) % 3) }));
    }
    if (plan.customOptions) {
      const mug = await step('product', () => main.catalog.product('custom-photo-mug'));
      if (mug.product && mug.variant) {
        const form = await main.customOptions(mug.product, { allowedCharactersEnabled: true });
        // The mug's name and photo (seed data: option 105 text, 104 a required upload).
        await form.change('105', `Soak ${plan.index}`);
        await step('upload', () =>
          form.selectFile('104', {
            name: 'photo.png',
            size: 4,
            type: 'image/png',
            data: new Uint8Array([137, 80, 78, 71]),
          }),
        );
        const properties = await form.submit();
        form.stop();
        if (properties.ok) {
          const variantId = mug.variant.id;
          await step('add with options', () =>
            main.cart.add({ variantId, quantity: 1, properties: properties.value }),
          );
        }
      }
    }
    const first = selectCart(await main.cart.settled()).lines[0];
    if (first) await step('update', () => main.cart.update(first.id, first.quantity + 1));
    if (plan.twoTabs) {
      const second = open();
      tabs.push(second);
      await step('bootstrap (tab 2)', async () => {
        const ready = await second.ready();
        return ready.ok ? ready : second.shop.retry();
      });
      const handle = handles[(plan.index * 3) % handles.length];
      if (handle) {
        const product = await step('product (tab 2)', () => second.catalog.product(handle));
        const variantId = product.variant?.id;
        if (variantId && product.addToCart.enabled) {
          await Promise.all([
            step('add (tab 1)', () => main.cart.add({ variantId, quantity: 1 })),
            step('add (tab 2)', () => second.cart.add({ variantId, quantity: 1 })),
          ]);
          await step('refresh (tab 1)', () => main.cart.refresh());
        }
      }
    }
    if (plan.signIn) {
      const email = `soak-${plan.index}-${Date.now()}@vitrine.test`;
      const password = 'soak-password-1';
      await step('register', async () => {
        const registered = await main.customer.register({
          email,
          firstName: 'Soak',
          lastName: `Shopper${plan.index}`,
          password,
          repeatPassword: password,
        });
        // A register the platform took but whose answer was lost: the e-mail is taken now. The
        // platform says so in its own text ("This email is already registered."); `message` is
        // only the catalogue id, which never said it.
        return !registered.ok && /already registered/i.test(registered.error.serverText ?? '')
          ? { ok: true, value: undefined }
          : registered;
      });
      await step('login', () => main.customer.login({ email, password }));
      await step('refetch', () => main.customer.refetch());
    }
    await main.cart.settled();
    if (plan.checkout && linesOf(main).size > 0) {
      await step('go to checkout', () => main.cart.goToCheckout());
      const checkout = await step('open checkout', async () => main.checkout());
      await step('load checkout', () => checkout.load());
      await step('customer', () =>
        checkout.saveCustomer({ email: `soak-${plan.index}@example.com`, shippingAddress: US_ADDRESS }),
      );
      await step('shipping methods', () => checkout.loadShippingMethods('US'));
      await step('shipping method', () => checkout.selectShippingMethod('standard'));
      if (plan.discount) await step('discount', () => checkout.applyDiscount('WELCOME10'));
      await step('payment methods', () => checkout.loadPaymentMethods());
      if (plan.declinedFirst) {
        const declined = await checkout.placeOrder({
          paymentMethod: 'test-gateway',
          payment: card(CARDS.declined),
        });
        if (declined.ok) throw new StepFailed('a declined card placed an order');
      }
      orderLines = linesOf(main);
      orderCheckoutToken = selectTokens(main.cart.getSnapshot()).checkoutToken ?? null;
      await step('place order', () =>
        checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) }),
      );
      orderPlaced = true;
    }
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    failedStep = error.step;
  }
  const tokens = selectTokens(await main.cart.settled());
  const stuck: string[] = [];
  for (const [n, tab] of tabs.entries()) {
    await tab.cart.settled();
    if (!tab.cart.getSnapshot().matches('idle')) stuck.push(`cart (tab ${n + 1})`);
    if (selectSubmitting(tab.customer.getSnapshot()) !== null) stuck.push(`customer (tab ${n + 1})`);
    const checkout = await tab.checkout();
    if (checkout.ok && selectCheckoutBusy(checkout.value.getSnapshot()))
      stuck.push(`checkout (tab ${n + 1})`);
  }
  const belief: Belief = {
    plan,
    completed: failedStep === null,
    failedStep,
    cartToken: tokens.cartToken ?? null,
    checkoutToken: tokens.checkoutToken ?? null,
    lines: linesOf(main),
    orderPlaced,
    orderCheckoutToken,
    orderLines,
    stuck,
  };
  for (const tab of tabs) tab.stop();
  return belief;
}
