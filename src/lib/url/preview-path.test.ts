import { describe, expect, it } from 'vitest';
import { shopPath, withoutPreviewParams, withPreviewParam } from './preview-path';

describe('preview paths', () => {
  it('accept only paths of the shop', () => {
    expect(shopPath('/content/agb?x=1#a')).toBe('/content/agb?x=1#a');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      'content/agb',
      '',
      null,
    ])
      expect(shopPath(bad)).toBeNull();
  });
  it('remove contentfulPreview and selectedTrigger when leaving preview (spec C S4)', () => {
    expect(withoutPreviewParams('/mode?contentfulPreview=true&selectedTrigger=abc&sort=priceAsc')).toBe(
      '/mode?sort=priceAsc',
    );
    expect(withPreviewParam('/content/agb')).toBe('/content/agb?contentfulPreview=true');
  });
});
