// The README's quick start, runnable with the reference platform in process (no server needed):
//   npx tsx --conditions=@vitrine/source packages/core-shop/example.ts
// With VITRINE_API set (e.g. http://127.0.0.1:3000 after `npm start`), it talks to that server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from '@vitrine/api-client';
import {
  createNewsletter,
  createNotifications,
  createPages,
  createShop,
  createStorePassword,
  createSyncTasks,
  intentHref,
  notificationText,
  storedPasswordHash,
} from '@vitrine/core-shop';
import { createMemoryStorage, type NavigationIntent } from '@vitrine/ports';

async function platformFetch(): Promise<typeof globalThis.fetch | undefined> {
  if (process.env.VITRINE_API) return undefined;
  const { createApp, migrate, openDatabase, seed } = await import('@vitrine/platform-api');
  const database = await openDatabase();
  await migrate(database);
  await seed(database.db);
  const { app } = createApp({ db: database, dataDir: mkdtempSync(join(tmpdir(), 'core-shop-example-')) });
  return ((input: string | URL | Request, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch;
}

const fetch = await platformFetch();
const baseURL = process.env.VITRINE_API ?? 'http://127.0.0.1:3000';
// the host router: here it prints where it would go (intentHref gives the sdk's history adapter its href)
const navigate = (intent: NavigationIntent) =>
  console.log('navigate', intentHref(intent)?.href ?? intent.type);

// 1. The demo shop, its data camelCase, and the navigation guard over it.
const transport = createTransport({ baseURL, shopDomain: 'localhost', ...(fetch ? { fetch } : {}) });
const shop = createShop({ transport, domain: 'localhost', ports: { navigate } });
const data = await shop.ready();
if (data.ok) console.log(data.value.name, data.value.currency, data.value.locale);
console.log(await shop.resolve('/collections/all')); // proceed
console.log(await shop.resolve('/my-account')); // logged out: home with the notice
console.log(await shop.resolve('/no-such-page')); // looked up from the server: not found

// 2. Pages, the newsletter (one form machine) and the one notifications queue.
const pages = createPages({ transport });
const about = await pages.load('about-us');
console.log(about.ok ? about.value.title : about.error);
const notifications = createNotifications();
const newsletter = createNewsletter({ transport });
newsletter.on('notify', ({ notification }) => void notifications.push(notification));
console.log(await newsletter.subscribeEmail('ada@')); // refused before any call
await newsletter.subscribeEmail('ada@example.com');
console.log(notifications.list().map((n) => `${n.type} ${notificationText(n.message)} (${n.timeToLive} ms)`));

// 3. A password-protected shop: /password?to=…, then back to the wanted page.
const storage = createMemoryStorage();
const locked = createTransport({
  baseURL,
  shopDomain: 'locked.localhost',
  storePassword: () => storedPasswordHash(storage),
  ...(fetch ? { fetch } : {}),
});
const lockedShop = createShop({
  transport: locked,
  domain: 'locked.localhost',
  wanted: '/cart',
  ports: { navigate, storage },
});
locked.on('passwordProtected', () => lockedShop.passwordProtected());
console.log(await lockedShop.ready());
const gate = createStorePassword({ transport: locked, ports: { navigate, storage }, to: '/cart' });
gate.on('password.accepted', () => void lockedShop.unlocked());
console.log(await gate.submit('wrong'));
console.log(await gate.submit('letmein'));
console.log((await lockedShop.ready()).ok, await lockedShop.resolve('/cart'));

// 4. A background call (sync task): the server's text reaches the notifications queue (000 §8).
const syncTasks = createSyncTasks({ transport, placeholders: () => ({ cart_id: 'no-such-cart' }) });
syncTasks.on('notify', ({ notification }) => void notifications.push(notification));
const sent = await syncTasks.enqueue({
  task_id: 't1',
  method: 'GET',
  url: '/api/checkout/cart.json?cart_token={cart_id}',
});
console.log(
  sent.ok ? sent.value.status : sent.error.code,
  notifications
    .list()
    .map((n) => notificationText(n.message))
    .at(-1),
);

for (const facade of [shop, pages, notifications, newsletter, lockedShop, gate, syncTasks]) facade.stop();
process.exit(0);
