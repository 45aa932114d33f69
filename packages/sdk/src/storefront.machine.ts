import { authInput, authLogic } from '@vitrine/core-auth';
import { cartInput, cartLogic } from '@vitrine/core-cart';
import { catalogInput, catalogLogic } from '@vitrine/core-catalog';
import {
  type CheckoutCustomer,
  type CheckoutInput,
  checkoutLogic,
  orderStatusLogic,
  type PaymentStrategies,
} from '@vitrine/core-checkout';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import { customOptionsLogic } from '@vitrine/core-custom-options';
import { offersInput, offersLogic, reviewsLogic, socialProofLogic } from '@vitrine/core-offers';
import { trackingInput, trackingLogic } from '@vitrine/core-tracking';
import type { CustomOptionsInput } from '@vitrine/core-custom-options';
import {
  contactFormLogic,
  dmcaReportLogic,
  featureFlagsLogic,
  newsletterLogic,
  notificationsLogic,
  pagesLogic,
  previewLogic,
  shopLogic,
  storePasswordLogic,
  syncTasksLogic,
} from '@vitrine/core-shop';
import type { Ports } from '@vitrine/ports';
import type { SyncTaskPlaceholders, Transport } from '@vitrine/api-client';
import { type AnyStateMachine, setup, spawnChild, stopChild } from 'xstate';
import type { StorefrontTrackingOptions } from './storefront.types';

/** What the storefront's root machine is built from. @internal */
export interface StorefrontMachineOptions {
  readonly transport: Transport;
  readonly ports: Ports;
  readonly domain: string;
  readonly path?: string | undefined;
  readonly themePreviewId?: string | undefined;
  readonly currency?: string | undefined;
  readonly locale?: string | undefined;
  /** The theme editor's origin (001 §2 live preview); without it the preview takes no message. */
  readonly editorOrigin?: string | undefined;
  /** Payment strategies plugins added, by payment method code (on top of the built-in ones). */
  readonly strategies: PaymentStrategies;
  /** The signed-in customer, read at each checkout call (001 §5). */
  readonly customer: () => CheckoutCustomer | undefined;
  /** The placeholders of background calls, read when each is sent (000 §7). */
  readonly syncPlaceholders: () => SyncTaskPlaceholders;
  /** Whether the device is online (a failed background call while offline stays unsent). */
  readonly online?: (() => boolean) | undefined;
  /** The platform's domain suffix (000 §8 platform domain). */
  readonly platformSuffix?: string | undefined;
  /** The tracking host's page context, vendor globals and consent (001 §3). */
  readonly tracking?: StorefrontTrackingOptions | undefined;
}

/** The events the root machine takes: custom-option forms come and go with product pages. @internal */
export type StorefrontMachineEvent =
  | { readonly type: 'customOptions.open'; readonly id: string; readonly input: CustomOptionsInput }
  | { readonly type: 'customOptions.close'; readonly id: string }
  | { readonly type: 'checkout.open'; readonly id: string; readonly input: CheckoutInput }
  | { readonly type: 'orders.open'; readonly id: string; readonly input: OrderStatusInput };

/** What an order status page starts from (001 §2 order status by token and access key). @internal */
export interface OrderStatusInput {
  readonly orderToken: string;
  readonly accessKey: string | undefined;
  readonly display?: DisplayCurrency;
}

/**
 * The one XState system of a storefront: the shop, notifications, session, cart, catalogue, feature
 * flags, pages, store password, the contact, DMCA and newsletter forms, the preview and the
 * background-call queue, tracking, offers, sale notifications and reviews run as invoked
 * children with a `systemId` each; custom-option forms are spawned per product page.
 * Every child's logic comes from its package (`xLogic`), with the api-client's transport and the
 * host's ports provided. Typed loosely on purpose: the facades of each package type the children.
 * @internal
 */
export function storefrontMachine(options: StorefrontMachineOptions): AnyStateMachine {
  const { transport, ports } = options;
  return setup({
    types: { events: {} as StorefrontMachineEvent },
    actors: {
      shop: shopLogic({ transport, ports }),
      notifications: notificationsLogic(),
      auth: authLogic({ transport, ports }),
      cart: cartLogic({ transport, ports }),
      catalog: catalogLogic({ transport, ports, navigateOnLoadError: true }),
      flags: featureFlagsLogic({ transport, ports }),
      pages: pagesLogic({ transport }),
      storePassword: storePasswordLogic({ transport, ports }),
      contactForm: contactFormLogic({ transport }),
      dmcaReport: dmcaReportLogic({ transport }),
      newsletter: newsletterLogic({ transport }),
      preview: previewLogic(),
      tracking: trackingLogic({
        transport,
        ports,
        ...(options.tracking?.context === undefined ? {} : { context: options.tracking.context }),
        ...(options.tracking?.globals === undefined ? {} : { globals: options.tracking.globals }),
      }),
      orderStatus: orderStatusLogic({ transport }),
      offers: offersLogic({ transport }),
      socialProof: socialProofLogic({ transport, ports }),
      reviews: reviewsLogic({ transport }),
      syncTasks: syncTasksLogic({
        transport,
        ports,
        placeholders: options.syncPlaceholders,
        ...(options.online === undefined ? {} : { online: options.online }),
      }),
      customOptions: customOptionsLogic({ transport }),
      checkout: checkoutLogic({
        transport,
        ports,
        strategies: options.strategies,
        customer: options.customer,
      }),
    },
  }).createMachine({
    id: 'storefront',
    invoke: [
      {
        id: 'shop',
        systemId: 'shop',
        src: 'shop',
        input: {
          domain: options.domain,
          ...(options.path === undefined ? {} : { wanted: options.path }),
          ...(options.themePreviewId === undefined ? {} : { themePreviewId: options.themePreviewId }),
          ...(options.platformSuffix === undefined ? {} : { platformSuffix: options.platformSuffix }),
        },
      },
      { id: 'notifications', systemId: 'notifications', src: 'notifications' },
      { id: 'auth', systemId: 'auth', src: 'auth', input: authInput({}) },
      { id: 'cart', systemId: 'cart', src: 'cart', input: cartInput({}) },
      {
        id: 'catalog',
        systemId: 'catalog',
        src: 'catalog',
        input: catalogInput({
          ...(options.currency === undefined ? {} : { currency: options.currency }),
          ...(options.locale === undefined ? {} : { locale: options.locale }),
        }),
      },
      { id: 'flags', systemId: 'flags', src: 'flags' },
      { id: 'pages', systemId: 'pages', src: 'pages' },
      {
        id: 'storePassword',
        systemId: 'storePassword',
        src: 'storePassword',
        input: options.path === undefined ? {} : { to: options.path },
      },
      { id: 'contactForm', systemId: 'contactForm', src: 'contactForm' },
      { id: 'dmcaReport', systemId: 'dmcaReport', src: 'dmcaReport' },
      { id: 'newsletter', systemId: 'newsletter', src: 'newsletter' },
      {
        id: 'preview',
        systemId: 'preview',
        src: 'preview',
        input: { editorOrigin: options.editorOrigin ?? '' },
      },
      { id: 'syncTasks', systemId: 'syncTasks', src: 'syncTasks' },
      {
        id: 'tracking',
        systemId: 'tracking',
        src: 'tracking',
        input: trackingInput(
          options.tracking?.consent === undefined ? {} : { consent: options.tracking.consent },
        ),
      },
      {
        id: 'offers',
        systemId: 'offers',
        src: 'offers',
        input: offersInput(options.currency === undefined ? {} : { currency: options.currency }),
      },
      { id: 'socialProof', systemId: 'socialProof', src: 'socialProof' },
      { id: 'reviews', systemId: 'reviews', src: 'reviews' },
    ],
    on: {
      'customOptions.open': {
        actions: spawnChild('customOptions', {
          id: ({ event }) => event.id,
          input: ({ event }) =>
            (event as Extract<StorefrontMachineEvent, { type: 'customOptions.open' }>).input,
        }),
      },
      'customOptions.close': { actions: stopChild(({ event }) => event.id) },
      'checkout.open': {
        actions: spawnChild('checkout', {
          id: ({ event }) => event.id,
          input: ({ event }) => (event as Extract<StorefrontMachineEvent, { type: 'checkout.open' }>).input,
        }),
      },
      'orders.open': {
        actions: spawnChild('orderStatus', {
          id: ({ event }) => event.id,
          input: ({ event }) => (event as Extract<StorefrontMachineEvent, { type: 'orders.open' }>).input,
        }),
      },
    },
  });
}
