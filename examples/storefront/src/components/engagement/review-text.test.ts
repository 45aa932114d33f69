import { reviewFieldErrors } from '@vitrine/core-offers';
import { describe, expect, it } from 'vitest';
import { reviewErrorText, reviewFieldText } from './review-text';

describe('review texts', () => {
  it('shows each wrong field of an empty review in the spec’s words (001 §5) and the platform’s', () => {
    const errors = reviewFieldErrors({ productId: '1', author: ' ', email: '', rating: 0, body: '' });
    expect({
      author: errors.author && reviewFieldText(errors.author),
      email: errors.email && reviewFieldText(errors.email),
      rating: errors.rating && reviewFieldText(errors.rating),
      body: errors.body && reviewFieldText(errors.body),
    }).toEqual({
      author: 'Name is required',
      email: 'Email is required',
      rating: 'Rating must be a whole number from 1 to 5',
      body: 'Review is required',
    });
    const invalid = reviewFieldErrors({ productId: '1', author: 'A', email: 'nope', rating: 5, body: 'ok' });
    expect(invalid.email && reviewFieldText(invalid.email)).toBe('Please enter an valid email');
  });

  it('a failed post says the platform’s message, else the storefront’s', () => {
    expect(reviewErrorText({ code: 'request_failed', message: 'Product not found' })).toBe(
      'Product not found',
    );
    expect(reviewErrorText({ code: 'upload_failed' })).toBe(
      'Sorry, we could not post your review. Please try again.',
    );
  });
});
