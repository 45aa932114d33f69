/**
 * The footer's newsletter form and the account's newsletter block show one subscription (000 §4
 * Newsletter: "subscribed is null, becomes true after subscribe and false after unsubscribe"),
 * against the real platform-api in process.
 */
import { selectSubscribed } from '@vitrine/core-auth';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

let registered = 0;

/** A storefront with a newly registered (so signed-in) customer, and its footer newsletter form as the forms part wires it. */
async function signedInWithFooterForm() {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
  });
  running.push(storefront);
  expect((await storefront.ready()).ok).toBe(true);
  registered += 1;
  const email = `grace-${registered}-${Date.now()}@example.com`;
  expect(
    await storefront.customer.register({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'cobol1959',
      repeatPassword: 'cobol1959',
    }),
  ).toEqual({ ok: true, value: undefined });
  await storefront.customer.ready();
  const { newsletter } = await storefront.load('forms');
  return { storefront, newsletter, email };
}

describe("the footer's newsletter form and the account's subscription (000 §4 Newsletter)", () => {
  it("subscribing the signed-in customer's own e-mail in the footer checks the account's newsletter box", async () => {
    const { storefront, newsletter, email } = await signedInWithFooterForm();
    expect(selectSubscribed(storefront.customer.getSnapshot())).not.toBe(true);
    // The e-mail as the shopper typed it: another case still is their own address.
    expect((await newsletter.subscribeEmail(email.toUpperCase())).ok).toBe(true);
    expect(selectSubscribed(storefront.customer.getSnapshot())).toBe(true);
    // Unsubscribing it in the footer unchecks the box.
    expect((await newsletter.unsubscribeEmail(email)).ok).toBe(true);
    expect(selectSubscribed(storefront.customer.getSnapshot())).toBe(false);
  });

  it("subscribing someone else's e-mail in the footer leaves the account's subscription as it was", async () => {
    const { storefront, newsletter } = await signedInWithFooterForm();
    const before = selectSubscribed(storefront.customer.getSnapshot());
    expect((await newsletter.subscribeEmail('someone.else@example.com')).ok).toBe(true);
    expect(selectSubscribed(storefront.customer.getSnapshot())).toBe(before);
  });
});
