import type { TrackingPreferences } from '../tracking.types';
import { facebookSink } from './facebook';
import { ga4Sink } from './ga4';
import { googleAdsSink } from './google-ads';
import { klaviyoSink } from './klaviyo';
import type { VendorSink } from './sink.types';

export type {
  Globals,
  SinkSendResult,
  SinkVisitor,
  TrackingSink,
  TrackingSinkEvent,
  VendorSink,
} from './sink.types';
export { facebookSink, ga4Sink, googleAdsSink, klaviyoSink };

/** The vendor sinks, in the order they receive an event. */
export const VENDOR_SINKS: readonly VendorSink[] = [ga4Sink, googleAdsSink, facebookSink, klaviyoSink];

/** The vendor sinks the shop's preferences turn on (each only when its preference is set). */
export const enabledVendorSinks = (preferences: TrackingPreferences): readonly VendorSink[] =>
  VENDOR_SINKS.filter((sink) => sink.enabled(preferences));
