import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme-settings';

describe('themeVariables', () => {
  it('writes the colour settings as the theme’s custom properties, forced settings first (001 §2)', () => {
    expect(
      themeVariables({ accent_color: '#be185d', primary_color: '#111' }, { primary_color: '#222222' }),
    ).toEqual({
      '--accent': '#be185d',
      '--text': '#222222',
    });
  });

  it('writes nothing but colours', () => {
    expect(
      themeVariables(
        {
          accent_color: 'red; background: url(https://evil.test)',
          background_color: 42,
          unknown_setting: '#fff',
          __proto__: '#000',
        },
        {},
      ),
    ).toEqual({});
  });
});
