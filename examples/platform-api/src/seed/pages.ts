import { pages } from '../db/schema/index';
import type { Seeder } from './types';

/** The policy handles of 000 §2 (plus ip, the intellectual-property policy with its report form). */
export const POLICY_HANDLES = [
  'privacy-policy',
  'refund-policy',
  'shipping-policy',
  'terms-of-service',
  'dmca-policy',
  'ip',
] as const;

const POLICY_TITLES: Record<(typeof POLICY_HANDLES)[number], string> = {
  'privacy-policy': 'Privacy policy',
  'refund-policy': 'Refund policy',
  'shipping-policy': 'Shipping policy',
  'terms-of-service': 'Terms of service',
  'dmca-policy': 'DMCA policy',
  ip: 'Intellectual property policy',
};

function shopPages(shopId: number, shopName: string) {
  const page = (handle: string, title: string, template: string, bodyHtml: string) => ({
    shopId,
    handle,
    title,
    seoTitle: `${title} | ${shopName}`,
    seoMeta: `${title} at ${shopName}.`,
    bodyHtml,
    template,
    kind: 'page',
  });
  return [
    page(
      'about-us',
      'About us',
      'page',
      '<h2>Our story</h2><p>We make everyday goods in small batches.</p><script>window.__vitrineAboutLoaded = true;</script><p>Thanks for visiting.</p>',
    ),
    page(
      'contact',
      'Contact us',
      'contact',
      '<p>Questions about an order? Write to us and we answer within a day.</p>',
    ),
    page('reviews', 'Customer reviews', 'all_reviews', '<p>What our customers say.</p>'),
    page('faq', 'FAQ', 'page', '<h3>When will my order ship?</h3><p>Within 2 business days.</p>'),
    page('secret-sale', 'Secret sale', 'page', '<p>Members only.</p>'),
    ...POLICY_HANDLES.map((handle) => ({
      ...page(
        handle,
        POLICY_TITLES[handle],
        'policy',
        `<h2>${POLICY_TITLES[handle]}</h2><p>This is the ${POLICY_TITLES[handle].toLowerCase()} of ${shopName}.</p>`,
      ),
      kind: 'policy',
    })),
  ];
}

/** Pages and policies of every shop: contact and all_reviews templates, a body with a script tag, every policy. */
export const pagesSeeder: Seeder = {
  name: 'pages',
  async run({ db, shops }) {
    await db
      .insert(pages)
      .values([
        ...shopPages(shops.demo, 'Vitrine Demo'),
        ...shopPages(shops.euro, 'Vitrine Euro'),
        ...shopPages(shops.locked, 'Vitrine Locked'),
      ]);
  },
};
