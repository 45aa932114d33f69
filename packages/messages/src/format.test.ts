import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './index';

describe('formatMessage', () => {
  it('fills the spec placeholders (000 §5)', () => {
    expect(formatMessage('custom_options.upload_maximum_file', { value: 20 })).toBe(
      'Maximum file size is 20 MB',
    );
    expect(formatMessage('custom_options.upload_minimum_file', { value: 1.5 })).toBe(
      'Minimum file size is 1.5 MB',
    );
  });

  it('keeps a placeholder it has no value for', () => {
    expect(formatMessage('custom_options.upload_maximum_file')).toBe('Maximum file size is {value} MB');
  });

  it('keeps the spec wording to the letter (000 §8)', () => {
    expect(messages['auth.refresh_failed']).toBe(
      'Error refreshing user token. User is not authorized to access the resource',
    );
    expect(messages['newsletter.email_invalid']).toBe('Please enter an valid email');
  });
});
