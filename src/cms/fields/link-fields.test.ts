import { describe, expect, it } from 'vitest';
import { linkTargetValidate } from './link-fields';

describe('link targets of the CMS', () => {
  it('takes shop paths and https addresses, and no path a browser reads as another host', () => {
    for (const target of ['/content/agb', '/mode/damen-kleider?sort=price-asc', 'https://example.at/x'])
      expect(linkTargetValidate(target), target).toBe(true);
    for (const target of [
      '/\\evil.example/x',
      '//evil.example/x',
      '/ x',
      'http://example.at',
      'javascript:alert(1)',
    ])
      expect(linkTargetValidate(target), target).toBe(
        'A path in the shop starting with / or a full https:// address.',
      );
    expect(linkTargetValidate('', { required: true })).toBe('Required.');
  });
});
