import { describe, expect, it } from 'vitest';
import { fromDomainError } from './scripting-error';

const texts = {
  'cart.add_failed': 'The item could not be added.',
  'validation.email_required': 'Please enter an email.',
};

describe('fromDomainError', () => {
  it('names a catalogue text by its id, with the text in the message', () => {
    const error = fromDomainError('cart.add', { code: 'add_failed', message: 'cart.add_failed' }, texts);
    expect(error).toMatchObject({
      code: 'add_failed',
      messageId: 'cart.add_failed',
      message: 'Vitrine.cart.add: The item could not be added.',
    });
  });

  it('gives no messageId for a message that is not a catalogue id (a renamed product’s new path)', () => {
    const error = fromDomainError('product.get', { code: 'redirected', message: '/products/new-tee' }, texts);
    expect(error.code).toBe('redirected');
    expect(error.message).toBe('Vitrine.product.get: /products/new-tee');
    expect(error.messageId).toBeUndefined();
  });

  it('the server’s own words come first', () => {
    const error = fromDomainError(
      'cart.add',
      { code: 'add_failed', message: 'cart.add_failed', serverMessage: 'Only 2 left' },
      texts,
    );
    expect(error.message).toBe('Vitrine.cart.add: Only 2 left');
    expect(error.messageId).toBe('cart.add_failed');
  });

  it('a refused field is invalid_argument with the field as path, as the interface’s own checks', () => {
    const error = fromDomainError(
      'user.login',
      {
        code: 'INVALID_INPUT',
        message: 'validation.fix_errors',
        fieldErrors: { email: 'validation.email_required' },
      },
      texts,
    );
    expect(error).toMatchObject({
      code: 'invalid_argument',
      path: ['email'],
      messageId: 'validation.email_required',
      message: 'Vitrine.user.login: email: Please enter an email.',
    });
  });
});
