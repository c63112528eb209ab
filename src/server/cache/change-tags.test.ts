import { describe, expect, it } from 'vitest';
import { contentChangeTags } from './change-tags';

describe('contentChangeTags', () => {
  it('names the kind of content or the entry each CMS trigger notifies', () => {
    expect(contentChangeTags('home')).toEqual(['content:home']);
    expect(contentChangeTags('frame')).toEqual(['content:frame']);
    expect(contentChangeTags('*')).toEqual(['content:media']);
    expect(contentChangeTags('listing/c-damen-kleider')).toEqual(['content:listing:c-damen-kleider']);
    expect(contentChangeTags('content/impressum')).toEqual(['content:page:content/impressum']);
    expect(contentChangeTags('inspiration/herbst-in-schichten')).toEqual([
      'content:page:inspiration/herbst-in-schichten',
    ]);
  });

  it('names nothing for a payload no trigger sends', () => {
    expect(contentChangeTags('')).toBeNull();
    expect(contentChangeTags('listing/')).toBeNull();
    expect(contentChangeTags('content/../x')).toBeNull();
    expect(contentChangeTags('page')).toBeNull();
  });
});
