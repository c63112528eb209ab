import { describe, expect, it } from 'vitest';
import {
  chunkPageIndex,
  editorialPosition,
  listPosition,
  pageCountOf,
  parsePage,
  priorityImageCount,
  highFetchPriorityCount,
} from './pagination';

describe('listing arithmetic (S9)', () => {
  it('maps a page and its two chunks of 36 to chunk pages', () => {
    expect(chunkPageIndex(1, 0)).toBe(1);
    expect(chunkPageIndex(1, 1)).toBe(2);
    expect(chunkPageIndex(2, 0)).toBe(3);
    expect(chunkPageIndex(2, 1)).toBe(4);
  });

  it('counts pages of 72 with at least one page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(72)).toBe(1);
    expect(pageCountOf(73)).toBe(2);
  });

  it('gives list positions offset by page after the first', () => {
    expect(listPosition(1, 72, 5)).toBe(5);
    expect(listPosition(3, 72, 5)).toBe(149);
  });

  it('gives priority to the first two rows at four per row', () => {
    expect(priorityImageCount(false)).toBe(8);
    expect(priorityImageCount(true)).toBe(6);
    expect(highFetchPriorityCount(false)).toBe(2);
  });

  it('reads page parameters strictly', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBeNull();
    expect(parsePage('-1')).toBeNull();
    expect(parsePage('abc')).toBeNull();
    expect(parsePage('1.5')).toBeNull();
  });

  it('places editorial entries at the spec positions', () => {
    expect(editorialPosition('FullwidthTeaser', 0)).toBe(6);
    expect([0, 1, 2].map((n) => editorialPosition('Fullwidth', n))).toEqual([18, 42, 66]);
    expect([0, 1].map((n) => editorialPosition('CardLike', n))).toEqual([11, 23]);
    expect(editorialPosition('CardLike', 1, 2)).toBe(22);
  });
});
