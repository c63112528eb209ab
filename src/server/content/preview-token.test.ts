import { beforeAll, describe, expect, it } from 'vitest';
import { isValidPreviewToken, previewToken } from './preview-token';

beforeAll(() => {
  process.env.PAYLOAD_SECRET = 'test-secret';
});

describe('preview tokens', () => {
  it('open the preview of their path for 2 hours', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const token = previewToken('/content/agb', now);
    expect(isValidPreviewToken('/content/agb', token, now + 7_199_000)).toBe(true);
    expect(isValidPreviewToken('/content/agb', token, now + 7_201_000)).toBe(false);
    expect(isValidPreviewToken('/content/impressum', token, now)).toBe(false);
  });
  it('refuse forged and malformed tokens', () => {
    const now = Date.now();
    const [expires] = previewToken('/content/agb', now).split('.');
    expect(isValidPreviewToken('/content/agb', `${expires}.${'A'.repeat(43)}`, now)).toBe(false);
    expect(isValidPreviewToken('/content/agb', 'nonsense', now)).toBe(false);
    expect(isValidPreviewToken('/content/agb', `${Number(expires) + 1000}.${'A'.repeat(43)}`, now)).toBe(
      false,
    );
  });
});
