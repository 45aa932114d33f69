// The README's quick start, runnable: start the platform (`npm start`), then
//   npx tsx --conditions=@vitrine/source packages/core-auth/example.ts
// VITRINE_API overrides the platform's address (default http://127.0.0.1:3000).
import { createApiClient, userOrderHistory } from '@vitrine/api-client';
import { createAuth, selectIsLoggedIn, selectOrders, selectUser } from '@vitrine/core-auth';
import { notificationText } from '@vitrine/core-shop';
import { createMemoryStorage } from '@vitrine/ports';

const transport = createApiClient({
  baseURL: process.env.VITRINE_API ?? 'http://127.0.0.1:3000',
  shopDomain: 'localhost',
});
const customer = createAuth({
  transport,
  ports: {
    storage: createMemoryStorage(), // in a browser: @vitrine/sdk/browser's localStorage port
    navigate: (intent) => console.log('navigate', intent),
  },
});
customer.on('notify', ({ notification }) =>
  console.log(notification.type, notificationText(notification.message)),
);
customer.on('login', ({ source }) => console.log('login event from', source));
customer.on('signUpRequested', ({ reason }) => console.log('show the sign-up modal:', reason));
await customer.ready(); // tokens restored from storage (none here): signed out

const invalid = await customer.login({ email: 'ada@', password: '' });
console.log(invalid.ok ? 'ok' : invalid.error.fieldErrors); // { email: 'validation.email_invalid', password: 'validation.password_required' }

const email = `ada.${Date.now()}@example.com`;
const password = 'analytical-engine';
console.log(
  await customer.register({
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password,
    repeatPassword: password,
  }),
);
await customer.ready(); // registered, logged in automatically, customer and order history fetched
console.log(selectIsLoggedIn(customer.getSnapshot()), selectUser(customer.getSnapshot())?.firstName);
console.log('orders', selectOrders(customer.getSnapshot()));

// Every authenticated call of the transport shares one token and one refresh lock.
const orders = await Promise.all(Array.from({ length: 20 }, () => transport.send(userOrderHistory)));
console.log(
  '20 calls ok:',
  orders.every((result) => result.ok),
);

console.log(await customer.logout()); // "You're logged out", navigate home
customer.stop();
