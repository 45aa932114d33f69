import {
  type OffersActorRef,
  type OffersFacade,
  offersFacade,
  offersInput,
  offersLogic,
  type ReviewsActorRef,
  type ReviewsFacade,
  reviewsFacade,
  reviewsLogic,
  type SocialProofActorRef,
  type SocialProofFacade,
  socialProofFacade,
  socialProofLogic,
} from '@vitrine/core-offers';
import {
  type TrackingActorRef,
  type TrackingFacade,
  trackingFacade,
  trackingInput,
  trackingLogic,
} from '@vitrine/core-tracking';
import { selectShop } from '@vitrine/core-shop';
import { wireEngagement } from '../engagement-wiring';
import type { StorefrontEvent } from '../events';
import type { PartHost } from './host';
import type { Steps } from '../steps';

/** The engagement facades (001 §3), loaded together. @internal */
export interface EngagementPart {
  readonly tracking: TrackingFacade;
  readonly offers: OffersFacade;
  readonly socialProof: SocialProofFacade;
  readonly reviews: ReviewsFacade;
}

/**
 * Tracking, upsell offers, sale notifications and reviews (001 §3), loaded when one is first
 * asked for or when the first event they follow happens (a product viewed, a line added): those
 * events, kept by the storefront until this part started, are handed over in order.
 *
 * A generator, as the storefront's own start is: it pauses (`yield`) after each child's machine
 * (each is built and started on its own) and wires them in its last step, so a storefront built in
 * steps does not hold the page for all four at once (docs/decisions/0558). `missed` is read in that
 * last step: events kept during the pauses are handed over with the others.
 * @internal
 */
export function* engagementSteps(host: PartHost, missed: readonly StorefrontEvent[]): Steps<EngagementPart> {
  const { transport, ports, options } = host;
  const trackingOptions = options.tracking;
  const currency = selectShop(host.shop.getSnapshot())?.currency;
  let tracking: TrackingFacade | undefined;
  let socialProof: SocialProofFacade | undefined;
  let reviews: ReviewsFacade | undefined;
  tracking = trackingFacade(
    host.spawn<TrackingActorRef>(
      'tracking',
      trackingLogic({
        transport,
        ports,
        ...(trackingOptions?.context === undefined ? {} : { context: trackingOptions.context }),
        ...(trackingOptions?.globals === undefined ? {} : { globals: trackingOptions.globals }),
        addedSinks: host.trackingSinks,
      }),
      trackingInput(trackingOptions?.consent === undefined ? {} : { consent: trackingOptions.consent }),
      () => tracking?.persist().state,
    ),
    { ports },
  );
  yield;
  const offers = offersFacade(
    host.spawn<OffersActorRef>(
      'offers',
      offersLogic({ transport }),
      offersInput(currency === undefined ? {} : { currency }),
    ),
  );
  yield;
  socialProof = socialProofFacade(
    host.spawn<SocialProofActorRef>(
      'socialProof',
      socialProofLogic({ transport, ports }),
      undefined,
      () => socialProof?.persist().state,
    ),
  );
  yield;
  reviews = reviewsFacade(
    host.spawn<ReviewsActorRef>(
      'reviews',
      reviewsLogic({ transport }),
      undefined,
      () => reviews?.persist().state,
    ),
  );
  yield;
  host.onStop(
    wireEngagement({
      domain: options.domain,
      shop: host.shop,
      cart: host.cart,
      customer: host.customer,
      tracking,
      offers,
      events: host.events,
      missed,
    }),
  );
  return { tracking, offers, socialProof, reviews };
}
