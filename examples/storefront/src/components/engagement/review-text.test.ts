import { reviewFieldErrors } from '@vitrine/core-offers';
import { describe, expect, it } from 'vitest';
import { reviewErrorText, reviewFieldText } from './review-text';

describe('review texts', () => {
  it('shows each wrong field of an empty review in the spec’s words (001 §5) and the platform’s', () => {
    const errors = reviewFieldErrors({ productId: '1', author: ' ', email: '', rating: 0, body: '' });
    expect({
      author: errors.author && reviewFieldText(errors.author, 'author'),
      email: errors.email && reviewFieldText(errors.email, 'email'),
      rating: errors.rating && reviewFieldText(errors.rating, 'rating'),
      body: errors.body && reviewFieldText(errors.body, 'body'),
    }).toEqual({
      author: 'Name is required',
      email: 'Email is required',
      rating: 'Rating must be a whole number from 1 to 5',
      body: 'Review is required',
    });
    const invalid = reviewFieldErrors({ productId: '1', author: 'A', email: 'nope', rating: 5, body: 'ok' });
    expect(invalid.email && reviewFieldText(invalid.email, 'email')).toBe('Please enter an valid email');
  });

  it('says the limit a name, text or photos broke, before anything is sent (docs/decisions/0615)', () => {
    const ok = { productId: '1', author: 'Ava', email: 'ava@example.com', rating: 5, body: 'Nice.' };
    const long = reviewFieldErrors({
      ...ok,
      author: 'A'.repeat(256),
      title: 'T'.repeat(256),
      body: 'B'.repeat(5_001),
    });
    expect({
      author: long.author && reviewFieldText(long.author, 'author'),
      title: long.title && reviewFieldText(long.title, 'title'),
      body: long.body && reviewFieldText(long.body, 'body'),
    }).toEqual({
      author: 'This text is too long. Please use at most 255 characters.',
      title: 'This text is too long. Please use at most 255 characters.',
      body: 'This text is too long. Please use at most 5000 characters.',
    });
    const photo = (name: string, bytes = 10) => ({ file: new Blob([new Uint8Array(bytes)]), name });
    const photosText = (photos: { file: Blob; name: string }[]) => {
      const id = reviewFieldErrors({ ...ok, photos }).photos;
      return id && reviewFieldText(id, 'photos');
    };
    // 000 §5 Accepted upload types; 001 §5 lists 'Maximum file size is {value} MB' among the review
    // texts (000 §9: 20 MB by default); decision 0157: at most 10 files in one upload.
    expect(photosText([photo('a.webp')])).toBe(
      'This file type is not supported. Accepted types: jpg, jpeg, png, XCF, PSD, tif, tiff, bmp, gif, eps, AI, CDR, raw, cr2, nef, orf, sr2, heic',
    );
    expect(photosText([photo('a.png', 21 * 1024 * 1024)])).toBe('Maximum file size is 20 MB');
    expect(photosText(Array.from({ length: 11 }, (_, i) => photo(`p${i}.jpg`)))).toBe(
      'Please choose at most 10 photos.',
    );
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
