import { createSeededRandom } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { countdownRemaining, countdownsForProduct } from './countdown.rules';
import { canShowAnother, nextIndex, secondsToMs } from './scheduler.rules';
import { NOTIFICATION_DEFAULTS } from './social-proof.constants';
import { settingsFromWire } from './social-proof.map';
import { checkoutMessage, partsText, randomTimeAgo, renderTemplate, saleMessage } from './templates';

const sale = {
  id: '1',
  firstName: 'Ada',
  location: 'Paris',
  productLink: '/products/classic-crew-tee',
  productTitle: 'Classic Crew Tee',
  productImage: null,
  timeAgo: null,
};

describe('notification defaults (001 §3, §9)', () => {
  it('fills every setting the platform leaves out with the spec’s default', () => {
    expect(settingsFromWire(undefined)).toEqual({
      layout: 'circle',
      desktopPosition: 'bottom_left',
      showOnMobile: true,
      mobilePosition: 'bottom',
      displayTime: 5,
      maximumPerPage: 30,
      delayTimeNotification: 10,
      lastTimeDisplay: 30,
      delayTimeShowPopup: 3,
      random: true,
      messageTemplate: null,
    });
    expect(settingsFromWire({ maximum_per_page: 2, random: false, display_time: -1 })).toMatchObject({
      maximumPerPage: 2,
      random: false,
      displayTime: NOTIFICATION_DEFAULTS.displayTime,
    });
  });
});

describe('message templates (001 §3)', () => {
  it('fills first_name, location, product_link, product_title and random_time_ago, the link as a link part', () => {
    const parts = saleMessage(sale, { template: null, random: () => 0.5, lastTimeDisplay: 30 });
    expect(parts).toEqual([
      { kind: 'text', text: 'Ada in Paris purchased ' },
      { kind: 'link', href: '/products/classic-crew-tee', text: 'Classic Crew Tee' },
      { kind: 'text', text: ' 16 hours ago' },
    ]);
    expect(partsText(parts)).toBe('Ada in Paris purchased Classic Crew Tee 16 hours ago');
  });

  it('uses the platform’s time ago when it sent one, and the shop’s own template', () => {
    const parts = saleMessage(
      { ...sale, timeAgo: '2 hours ago' },
      {
        template: '{{first_name}} bought {{product_title}} {{random_time_ago}}',
        random: () => 0,
        lastTimeDisplay: 30,
      },
    );
    expect(partsText(parts)).toBe('Ada bought Classic Crew Tee 2 hours ago');
  });

  it('fills purchased_number and the product title of a checkout notification', () => {
    const parts = checkoutMessage(
      { id: '1', purchasedNumber: 12, productTitle: 'Mug', productId: '3' },
      null,
    );
    expect(partsText(parts)).toBe('12 people are buying Mug right now');
  });

  it('keeps a shopper’s markup as text and drops an unsafe link target to text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const parts = saleMessage(
      { ...sale, firstName: evil, productLink: 'javascript:alert(1)' },
      {
        template: null,
        random: () => 0,
        lastTimeDisplay: 30,
      },
    );
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(partsText(parts)).toContain(evil);
    expect(renderTemplate('<b>{{x}}</b>', { x: 'y' })).toEqual([{ kind: 'text', text: '<b>y</b>' }]);
  });

  it('shows nothing for a missing value', () => {
    expect(partsText(renderTemplate('{{first_name}} in {{location}}', { first_name: 'Ada' }))).toBe(
      'Ada in ',
    );
  });

  it('draws the random time ago within last_time_display hours', () => {
    expect(randomTimeAgo(() => 0, 30)).toBe('1 hour ago');
    expect(randomTimeAgo(() => 0.9999, 30)).toBe('30 hours ago');
    const random = createSeededRandom(7);
    for (let i = 0; i < 200; i += 1) {
      const hours = Number.parseInt(randomTimeAgo(random, 30), 10);
      expect(hours).toBeGreaterThanOrEqual(1);
      expect(hours).toBeLessThanOrEqual(30);
    }
  });
});

describe('countdowns', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('splits the time left into days, hours, minutes and seconds; an ended one is expired', () => {
    expect(countdownRemaining('2030-01-02T01:01:01Z', now)).toEqual({
      expired: false,
      totalSeconds: 90_061,
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    expect(countdownRemaining('2029-12-31T00:00:00Z', now).expired).toBe(true);
    expect(countdownRemaining('not a date', now).expired).toBe(true);
  });

  it('runs for its products, or every product when it names none, until it ends', () => {
    const countdowns = [
      { id: '1', title: null, message: null, productIds: ['7'], endsAt: '2030-02-01T00:00:00Z' },
      { id: '2', title: null, message: null, productIds: [], endsAt: '2030-02-01T00:00:00Z' },
      { id: '3', title: null, message: null, productIds: ['7'], endsAt: '2029-01-01T00:00:00Z' },
    ];
    expect(countdownsForProduct(countdowns, '7', now).map((c) => c.id)).toEqual(['1', '2']);
    expect(countdownsForProduct(countdowns, '8', now).map((c) => c.id)).toEqual(['2']);
  });
});

describe('scheduler rules', () => {
  it('goes in order when random display is off', () => {
    const order = [null, 0, 1, 2].map((previous) =>
      nextIndex({ count: 3, previous, random: false, source: () => 0 }),
    );
    expect(order).toEqual([0, 1, 2, 0]);
  });

  it('picks at random, never the same twice in a row', () => {
    expect(nextIndex({ count: 3, previous: 1, random: true, source: () => 0.5 })).toBe(2);
    expect(nextIndex({ count: 1, previous: 0, random: true, source: () => 0.5 })).toBe(0);
    expect(nextIndex({ count: 0, previous: null, random: true, source: () => 0.5 })).toBeNull();
  });

  it('allows another popup only below maximum_per_page, with something to show, on mobile when allowed', () => {
    const settings = { maximumPerPage: 30, showOnMobile: true };
    expect(canShowAnother({ shown: 29, count: 5, mobile: false, settings })).toBe(true);
    expect(canShowAnother({ shown: 30, count: 5, mobile: false, settings })).toBe(false);
    expect(canShowAnother({ shown: 0, count: 0, mobile: false, settings })).toBe(false);
    expect(
      canShowAnother({ shown: 0, count: 5, mobile: true, settings: { ...settings, showOnMobile: false } }),
    ).toBe(false);
  });

  it('turns the settings’ seconds into milliseconds', () => {
    expect(secondsToMs(5)).toBe(5000);
    expect(secondsToMs(-3)).toBe(0);
  });
});
