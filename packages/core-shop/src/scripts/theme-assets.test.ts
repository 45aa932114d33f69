import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEME_ID, themeAssets } from './theme-assets';

describe('themeAssets', () => {
  it('theme id 1 is the built-in theme: nothing to load (000 §9)', () => {
    expect(BUILT_IN_THEME_ID).toBe('1');
    expect(themeAssets({ id: '1', buildVersion: '2025.01.15', cdn: '/theme-assets' })).toEqual({
      kind: 'built-in',
    });
  });

  it('a shop without a theme id keeps the built-in theme', () => {
    expect(themeAssets({ cdn: '/theme-assets' })).toEqual({ kind: 'built-in' });
    expect(themeAssets({ id: '  ', cdn: '/theme-assets' })).toEqual({ kind: 'built-in' });
  });

  it('another theme loads its script and stylesheet from a location built from id and version (000 §9)', () => {
    expect(themeAssets({ id: '7', buildVersion: '2025.01.15', versionId: '101', cdn: '/theme-assets' })).toEqual({
      kind: 'external',
      id: '7',
      version: '2025.01.15',
      script: '/theme-assets/themes/7/2025.01.15/theme.js',
      stylesheet: '/theme-assets/themes/7/2025.01.15/theme.css',
    });
  });

  it('falls back to theme_version_id when there is no build version, and drops the CDN trailing slash', () => {
    expect(themeAssets({ id: '7', versionId: '101', cdn: 'https://cdn.example/' })).toMatchObject({
      kind: 'external',
      version: '101',
      script: 'https://cdn.example/themes/7/101/theme.js',
    });
  });

  it('cannot build a location without a CDN or a version (the storefront logs it)', () => {
    expect(themeAssets({ id: '7', buildVersion: '1.0.0' })).toEqual({ kind: 'unavailable', id: '7', missing: 'cdn' });
    expect(themeAssets({ id: '7', cdn: '/theme-assets' })).toEqual({
      kind: 'unavailable',
      id: '7',
      missing: 'version',
    });
  });

  it('keeps every id and version inside its own path segment', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s.trim() !== '1'),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (id, version) => {
          const assets = themeAssets({ id, buildVersion: version, cdn: '/t' });
          if (assets.kind !== 'external') throw new Error(`expected external, got ${assets.kind}`);
          const segments = assets.script.split('/');
          expect(segments).toHaveLength(6);
          expect(decodeURIComponent(segments[3] ?? '')).toBe(id.trim());
          expect(decodeURIComponent(segments[4] ?? '')).toBe(version.trim());
        },
      ),
    );
  });
});
