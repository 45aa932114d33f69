/**
 * What the tabs of one shop tell each other about the customer (000 §4 Account session; DESIGN
 * "Ports": a typed channel, a tab never hears itself). Another tab may run another SDK version, so
 * every message is checked before it is trusted.
 */
import { type Channel, type ChannelFactory, typedChannel } from '@vitrine/ports';
import { AUTH_CHANNEL_NAME } from './auth.constants';
import type { AuthTokens } from './auth.types';

/** A message on the `vitrine.auth` channel (docs/decisions/0210). */
export type AuthTabMessage =
  /** A customer signed in (login, register, reset, activation, password change) with these tokens. */
  | { readonly type: 'auth.signedIn'; readonly tokens: AuthTokens }
  /** The customer logged out. */
  | { readonly type: 'auth.signedOut' }
  /** A refresh obtained these tokens (posted inside the refresh lock). */
  | { readonly type: 'auth.refreshed'; readonly tokens: AuthTokens };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const isTokens = (value: unknown): value is AuthTokens =>
  isRecord(value) &&
  typeof value.token === 'string' &&
  value.token !== '' &&
  typeof value.refreshToken === 'string';

/** Whether a message from another tab is one of {@link AuthTabMessage}. */
export function isAuthTabMessage(value: unknown): value is AuthTabMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'auth.signedOut':
      return true;
    case 'auth.signedIn':
    case 'auth.refreshed':
      return isTokens(value.tokens);
    default:
      return false;
  }
}

/** The checked auth channel of a tab. */
export function authChannel(channels: ChannelFactory): Channel<AuthTabMessage> {
  return typedChannel(channels(AUTH_CHANNEL_NAME), isAuthTabMessage);
}
