import { customers, newsletterSubscriptions } from '../db/schema/index';
import type { CustomerAddress } from '../db/schema/index';
import { hashPassword } from '../passwords';
import type { Seeder } from './types';

/** The demo customer of the demo shop. */
export const DEMO_CUSTOMER = { email: 'demo@vitrine.test', password: 'vitrine123' } as const;
/** The customer of the euro shop. */
export const EURO_CUSTOMER = { email: 'client@vitrine.test', password: 'vitrine123' } as const;

const address = (id: number, fields: Partial<CustomerAddress>): CustomerAddress => ({
  id,
  first_name: 'Dana',
  last_name: 'Demo',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  province_code: '',
  country: 'United States',
  country_code: 'US',
  zip: '',
  phone: '+1 555 0100',
  default: id === 1,
  ...fields,
});

/** Customers: demo@vitrine.test / vitrine123 (demo shop, two addresses) and client@vitrine.test (euro shop). */
export const usersSeeder: Seeder = {
  name: 'users',
  async run({ db, shops }) {
    await db.insert(customers).values([
      {
        shopId: shops.demo,
        email: DEMO_CUSTOMER.email,
        passwordHash: hashPassword(DEMO_CUSTOMER.password),
        firstname: 'Dana',
        lastname: 'Demo',
        phone: '+1 555 0100',
        active: true,
        verifiedEmail: DEMO_CUSTOMER.email,
        acceptsMarketing: true,
        addresses: [
          address(1, {
            address1: '1 Market Street',
            city: 'San Francisco',
            province: 'California',
            province_code: 'CA',
            zip: '94105',
          }),
          address(2, {
            company: 'Vitrine Inc.',
            address1: '350 Fifth Avenue',
            address2: 'Floor 21',
            city: 'New York',
            province: 'New York',
            province_code: 'NY',
            zip: '10118',
          }),
        ],
      },
      {
        shopId: shops.euro,
        email: EURO_CUSTOMER.email,
        passwordHash: hashPassword(EURO_CUSTOMER.password),
        firstname: 'Camille',
        lastname: 'Client',
        active: true,
        verifiedEmail: EURO_CUSTOMER.email,
        addresses: [
          address(1, {
            first_name: 'Camille',
            last_name: 'Client',
            address1: '10 rue de Rivoli',
            city: 'Paris',
            zip: '75001',
            country: 'France',
            country_code: 'FR',
            phone: '+33 1 23 45 67 89',
          }),
        ],
      },
    ]);
    await db
      .insert(newsletterSubscriptions)
      .values({ shopId: shops.demo, email: DEMO_CUSTOMER.email, subscribed: true });
  },
};
