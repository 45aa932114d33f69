// The README's quick start, runnable: start the platform (`npm start`), then
//   npx tsx --conditions=@vitrine/source packages/core-auth/example.ts
// VITRINE_API overrides the platform's address (default http://127.0.0.1:3000).
import { createApiClient } from '@vitrine/api-client';
import { createAuth, createMemoryStorage, selectIsLoggedIn, selectUser } from '@vitrine/core-auth';
import { formatMessage } from '@vitrine/messages';

const client = createApiClient({
  baseURL: process.env.VITRINE_API ?? 'http://127.0.0.1:3000',
  shopDomain: 'localhost',
});
const auth = createAuth({
  client,
  storage: createMemoryStorage(), // in a browser: webStorage(window.localStorage)
  navigate: (intent) => console.log('navigate', intent),
});
auth.on('notify', ({ notification }) =>
  console.log(
    notification.type,
    'id' in notification.message ? formatMessage(notification.message.id) : notification.message.text,
  ),
);
auth.on('signUpRequested', ({ reason }) => console.log('show the sign-up modal:', reason));
await auth.ready(); // tokens restored from storage (none here): signed out

const invalid = await auth.login({ email: 'ada@', password: '' });
console.log(invalid.ok ? 'ok' : invalid.error.fieldErrors); // { email: 'validation.email_invalid', password: 'validation.password_required' }

const email = `ada.${Date.now()}@example.com`;
const password = 'analytical-engine';
console.log(
  await auth.register({ email, firstName: 'Ada', lastName: 'Lovelace', password, repeatPassword: password }),
);
await auth.ready(); // registered, logged in automatically, user and order history fetched
console.log(selectIsLoggedIn(auth.getSnapshot()), selectUser(auth.getSnapshot())?.email);

// Every authenticated call of the client shares one token and one refresh lock.
const orders = await Promise.all(Array.from({ length: 20 }, () => client.call('user.orderHistory')));
console.log(
  '20 calls ok:',
  orders.every((result) => result.ok),
);

auth.logout(); // "You're logged out", navigate home
auth.stop();
