import { describe, expect, it } from 'vitest';
import { cmsImageSrcSet, cmsImageUrl, parseCmsImageParams } from './cms-image-url';

const parse = (query: string) => parseCmsImageParams(new URLSearchParams(query));

describe('editorial image URLs', () => {
  it('carries the spec’s transformation parameters, the height from the ratio', () => {
    expect(cmsImageUrl(7, { width: 1240, ratio: '7:1' })).toBe(
      '/image/cms-7?q=80&w=1390&h=199&f=face&fit=fill&fm=webp',
    );
    expect(cmsImageUrl(7, { width: 300 })).toBe('/image/cms-7?q=80&w=384&f=face&fit=fill&fm=webp');
  });

  it('offers the widths between the smallest and the largest the image is shown in', () => {
    const widths = (srcSet: string) => srcSet.split(',').map((entry) => entry.split(' ')[1]);
    expect(widths(cmsImageSrcSet(7, '3:4', 768, 192))).toEqual(['192w', '278w', '384w', '556w', '768w']);
    expect(cmsImageSrcSet(7, '3:4', 278, 192)).toBe(
      '/image/cms-7?q=80&w=192&h=256&f=face&fit=fill&fm=webp 192w,/image/cms-7?q=80&w=278&h=371&f=face&fit=fill&fm=webp 278w',
    );
  });

  it('accepts what the shop asks for and nothing else', () => {
    expect(parse('q=80&w=1390&h=199&f=face&fit=fill&fm=webp')).toEqual({
      width: 1390,
      height: 199,
      quality: 80,
    });
    expect(parse('w=384')).toEqual({ width: 384, height: null, quality: 80 });
    expect(parse('w=385')).toBeNull();
    expect(parse('w=384&h=100')).toBeNull();
    expect(parse('w=384&h=384')).toEqual({ width: 384, height: 384, quality: 80 });
    expect(parse('w=384&fm=png')).toBeNull();
    expect(parse('w=384&fit=crop')).toBeNull();
    expect(parse('w=384&q=0')).toBeNull();
    // a quality the endpoint does not encode: each would be an encode of its own
    expect(parse('w=384&q=79')).toBeNull();
    expect(parse('w=384&q=90')).toEqual({ width: 384, height: null, quality: 90 });
    expect(parse('w=384&x=1')).toBeNull();
    expect(parse('w=1e3')).toBeNull();
  });
});
