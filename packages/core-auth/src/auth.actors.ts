import { type Transport, userMe, userOrderHistory, userRefresh } from '@vitrine/api-client';
import {
  type Channel,
  createMemoryLock,
  createMemoryNavigate,
  createMemoryStorage,
  loneChannels,
  type Ports,
} from '@vitrine/ports';
import { fromCallback, fromPromise } from 'xstate';
import { accountRequestActor, accountRequestMachineWith } from './account-request.machine';
import { accountCalls } from './account-requests';
import { type AuthTabMessage, authChannel } from './auth.channel';
import { REFRESH_LOCK_NAME } from './auth.constants';
import { toCallFailure, toOutcome } from './auth.failure';
import type { AuthTokens, CallOutcome, Customer, CustomerOrder } from './auth.types';
import { toCustomer, toCustomerOrder } from './customer.mapping';
import type { HostEvent, TabEvent } from './session.types';
import {
  type RefreshInput,
  type RefreshOutcome,
  type StoreTokensEvent,
  tokenMachineWith,
} from './token.machine';
import { clearTokens, readTokens, writeTokens } from './token-storage';

/** The ports core-auth uses; each defaults to an in-memory one (a single tab, nothing kept). */
export type AuthPorts = Partial<Pick<Ports, 'storage' | 'lock' | 'channels' | 'navigate'>>;

/** A message of another tab as an event of the session. */
function tabEvent(message: AuthTabMessage): TabEvent {
  switch (message.type) {
    case 'auth.signedIn':
      return { type: 'tab.signedIn', tokens: message.tokens };
    case 'auth.signedOut':
      return { type: 'tab.signedOut' };
    case 'auth.refreshed':
      return { type: 'tab.refreshed', tokens: message.tokens };
  }
}

/**
 * The named actors of {@link sessionMachine} over a transport and the ports: provide them with
 * `sessionMachine.provide({ actors: authActors(transport, ports) })` (what `authLogic` does).
 *
 * @remarks
 * Every actor resolves to an outcome value and never rejects. `refreshTokens` runs under the
 * cross-tab lock: inside it, it first looks whether another tab stored newer tokens (then it takes
 * them and calls nothing), else it trades the refresh token, stores the new tokens and posts them
 * on the auth channel before the lock is released. The `host` actor carries navigation intents to
 * the `navigate` port and connects the session to the other tabs (the `vitrine.auth` channel).
 * Account requests call the platform through the rows of `accountRequests`.
 *
 * @example
 * ```ts
 * const logic = sessionMachine.provide({ actors: authActors(transport, { storage, lock, channels }) });
 * ```
 */
export function authActors(transport: Transport, ports: AuthPorts = {}) {
  const storage = ports.storage ?? createMemoryStorage();
  const lock = ports.lock ?? createMemoryLock();
  const navigate = ports.navigate ?? createMemoryNavigate();
  const channels = ports.channels ?? loneChannels;
  let channel: Channel<AuthTabMessage> | undefined;
  const tabs = (): Channel<AuthTabMessage> => {
    channel ??= authChannel(channels);
    return channel;
  };
  /**
   * Whether storage was seen holding this session's tokens (read on start or after a write). A
   * storage that keeps nothing (blocked, full: decision 0190, a write is dropped) never does, and its
   * tab goes on with the tokens it holds in memory.
   */
  let kept = false;
  const keep = (tokens: AuthTokens | null): void => {
    kept = tokens !== null && readTokens(storage)?.token === tokens.token;
  };

  const refreshTokens = fromPromise<RefreshOutcome, RefreshInput>(({ input, signal }) =>
    lock.request(REFRESH_LOCK_NAME, async (): Promise<RefreshOutcome> => {
      // Stopped while queued (another tab's tokens arrived): spend nothing.
      if (signal.aborted) return { ok: false, failure: { kind: 'aborted' } };
      const stored = readTokens(storage);
      if (stored !== null && stored.token !== input.token)
        return { ok: true, tokens: stored, source: 'peer' };
      // The tokens this session kept in storage are gone: a logout elsewhere, which no refresh
      // undoes by writing tokens back (000 §4 "Logout clears token, user and group").
      if (stored === null && kept) return { ok: false, failure: { kind: 'aborted' } };
      const result = await transport.send(
        userRefresh,
        { body: { refreshToken: input.refreshToken } },
        { signal },
      );
      // Stopped meanwhile (a logout here), or the stored tokens changed (another tab signed in,
      // whose tokens this tab takes, or logged out): the new tokens are not written back, so a
      // logout stays a logout (0176).
      if (signal.aborted) return { ok: false, failure: { kind: 'aborted' } };
      const now = readTokens(storage);
      if (now?.token !== stored?.token)
        return now === null
          ? { ok: false, failure: { kind: 'aborted' } }
          : { ok: true, tokens: now, source: 'peer' };
      if (!result.ok) return { ok: false, failure: toCallFailure(result.failure) };
      const tokens: AuthTokens = {
        token: result.data.result.token,
        refreshToken: result.data.result.refresh_token,
      };
      writeTokens(storage, tokens);
      keep(tokens);
      tabs().post({ type: 'auth.refreshed', tokens });
      return { ok: true, tokens, source: 'server' };
    }),
  );

  /** The storage port mirrors the lifecycle's tokens. */
  const tokenStore = fromCallback<StoreTokensEvent>(({ receive }) => {
    receive(({ tokens }) => {
      if (tokens === null) clearTokens(storage);
      else writeTokens(storage, tokens);
      keep(tokens);
    });
  });

  return {
    /** The token lifecycle, with its refresh over the platform and its tokens kept in storage. */
    tokenLifecycle: tokenMachineWith({ actors: { refreshTokens, tokenStore } }),
    /** One account request, run by its row of `accountRequests`. */
    accountRequest: accountRequestMachineWith({
      actors: { runRequest: accountRequestActor(accountCalls(transport)) },
    }),
    /** The navigate port and the other tabs. */
    host: fromCallback<HostEvent>(({ sendBack, receive }) => {
      const open = tabs();
      const unsubscribe = open.subscribe((message) => sendBack(tabEvent(message)));
      // What storage holds as the session starts: a session restored from a snapshot signed in is
      // signed out when its tokens are gone (a logout elsewhere since the snapshot was taken).
      const stored = readTokens(storage);
      keep(stored);
      sendBack({ type: 'tab.stored', tokens: stored });
      receive((event) => {
        if (event.type === 'navigate') navigate(event.intent);
        else open.post(event.message);
      });
      // The session stopped: this tab leaves the channel.
      return () => {
        unsubscribe();
        open.close();
        if (channel === open) channel = undefined;
      };
    }),
    /** 000 §4: the tokens kept by the last visit. */
    restoreTokens: fromPromise<AuthTokens | null, void>(async () => {
      const stored = readTokens(storage);
      keep(stored);
      return stored;
    }),
    /** GET me (000 §7), as the customer. */
    fetchUser: fromPromise<CallOutcome<Customer>, void>(async ({ signal }) =>
      toOutcome(await transport.send(userMe, {}, { signal }), (data) => toCustomer(data.result)),
    ),
    /** GET order-history (000 §7), as the customer's orders. */
    fetchOrders: fromPromise<CallOutcome<readonly CustomerOrder[]>, void>(async ({ signal }) =>
      toOutcome(await transport.send(userOrderHistory, {}, { signal }), (data) =>
        data.result.map(toCustomerOrder),
      ),
    ),
  };
}
