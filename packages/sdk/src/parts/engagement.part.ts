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
 * @internal
 */
export function engagementPart(host: PartHost, missed: readonly StorefrontEvent[]): EngagementPart {
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
  const offers = offersFacade(
    host.spawn<OffersActorRef>(
      'offers',
      offersLogic({ transport }),
      offersInput(currency === undefined ? {} : { currency }),
    ),
  );
  socialProof = socialProofFacade(
    host.spawn<SocialProofActorRef>(
      'socialProof',
      socialProofLogic({ transport, ports }),
      undefined,
      () => socialProof?.persist().state,
    ),
  );
  reviews = reviewsFacade(
    host.spawn<ReviewsActorRef>(
      'reviews',
      reviewsLogic({ transport }),
      undefined,
      () => reviews?.persist().state,
    ),
  );
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
