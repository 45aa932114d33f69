import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  apiMessages,
  cartMessages,
  catalogMessages,
  checkoutMessages,
  customOptionMessages,
  fillMessage,
  logMessages,
  messages,
  shopMessages,
} from './index';

describe('the catalogue split by domain', () => {
  const domains = [
    apiMessages,
    accountMessages,
    shopMessages,
    customOptionMessages,
    logMessages,
    cartMessages,
    checkoutMessages,
    catalogMessages,
  ];

  it('every id lives in exactly one domain catalogue, and the whole catalogue is their union', () => {
    const ids = domains.flatMap((domain) => Object.keys(domain));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(messages).sort());
  });

  it('fills placeholders of a domain text', () => {
    expect(fillMessage(customOptionMessages['custom_options.upload_maximum_file'], { value: 20 })).toBe(
      'Maximum file size is 20 MB',
    );
  });
});
