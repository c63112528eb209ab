import { describe, expect, it } from 'vitest';
import { reviewAttributesFor } from './review-attributes';
import { checkReview, holdReason, normaliseReview, type ReviewInput } from './review-rules';

const VALID: ReviewInput = {
  rating: 5,
  title: 'Wunderschön',
  reviewtext: 'Sitzt perfekt und der Stoff ist angenehm weich.',
  usernickname: 'Anna',
  isrecommended: true,
  contactConsent: false,
  attributeRatings: { fit: 3, quality: 5 },
};

describe('the review form rules', () => {
  it('accepts a complete review with the product type’s detail ratings', () => {
    expect(checkReview(VALID, reviewAttributesFor('dress'))).toEqual([]);
  });

  it('names each field that is missing, out of range or too long', () => {
    const problems = checkReview(
      { ...VALID, rating: 0, title: ' ', reviewtext: 'kurz', usernickname: 'x'.repeat(41) },
      reviewAttributesFor('dress'),
    );
    expect(problems.map((p) => [p.field, p.key])).toEqual([
      ['rating', 'rating'],
      ['title', 'required'],
      ['reviewtext', 'tooShort'],
      ['usernickname', 'tooLong'],
    ]);
  });

  it('counts the text as stored: spaces collapsed, at most one empty line kept', () => {
    const padded = normaliseReview({ ...VALID, reviewtext: `a${' '.repeat(19)}b`, title: '  Sehr   schön ' });
    expect(padded.title).toBe('Sehr schön');
    expect(checkReview(padded, reviewAttributesFor('dress')).map((p) => p.key)).toEqual(['tooShort']);
    expect(
      normaliseReview({ ...VALID, reviewtext: 'Erster Absatz.\r\n\r\n\r\n\nZweiter  Absatz.' }).reviewtext,
    ).toBe('Erster Absatz.\n\nZweiter Absatz.');
  });

  it('counts what a reader sees: invisible characters are dropped, an accented letter counts once', () => {
    const blank = normaliseReview({
      ...VALID,
      title: '\u200b\u200b\u200b',
      reviewtext: '\u200b'.repeat(25),
      usernickname: '\u200b\u200b',
    });
    expect(checkReview(blank, reviewAttributesFor('dress')).map((p) => [p.field, p.key])).toEqual([
      ['title', 'required'],
      ['reviewtext', 'required'],
      ['usernickname', 'required'],
    ]);
    // a direction override would show the nickname turned around
    expect(normaliseReview({ ...VALID, usernickname: 'Kundenservice \u202eLindgard' }).usernickname).toBe(
      'Kundenservice Lindgard',
    );
    // decomposed umlauts are composed; the joiner of an emoji sequence stays
    expect(normaliseReview({ ...VALID, title: 'Scho\u0308n \u{1F469}\u200d\u{1F467}' }).title).toBe(
      'Schön \u{1F469}\u200d\u{1F467}',
    );
    expect(checkReview({ ...VALID, usernickname: 'e\u0301' }, reviewAttributesFor('dress'))[0]).toMatchObject(
      {
        field: 'usernickname',
        key: 'tooShort',
      },
    );
  });

  it('refuses a detail rating the product type does not have, or outside the scale', () => {
    expect(checkReview({ ...VALID, attributeRatings: { fit: 3 } }, reviewAttributesFor('sofa'))).toHaveLength(
      1,
    );
    expect(
      checkReview({ ...VALID, attributeRatings: { quality: 6 } }, reviewAttributesFor('dress')),
    ).toHaveLength(1);
    expect(reviewAttributesFor('freegift')).toEqual([]);
  });
});

describe('the moderation rules', () => {
  it('publishes ordinary texts, sizes and prices included', () => {
    expect(
      holdReason({
        ...VALID,
        reviewtext: 'Größe 38 passt, für 49,99 € ein guter Kauf. Gr. 40 wäre zu weit.',
      }),
    ).toBeNull();
  });

  it('holds links, e-mail addresses and phone numbers', () => {
    expect(holdReason({ ...VALID, reviewtext: 'Billiger auf www.example.com' })).toBe('links');
    expect(holdReason({ ...VALID, reviewtext: 'Schreibt mir: anna@example.at' })).toBe('links');
    expect(holdReason({ ...VALID, usernickname: 'Ruf an 0664 1234567' })).toBe('links');
    expect(holdReason({ ...VALID, reviewtext: 'Mehr auf evil.xyz, wirklich.' })).toBe('links');
    // a sentence without its space after the full stop is no address
    expect(holdReason({ ...VALID, reviewtext: 'Passt gut.Qualität super, z.B. beim Waschen.' })).toBeNull();
    for (const text of [
      'Passt super.Danke!',
      'Tolles Kleid.Gerne wieder.',
      'Größe 38.Passt',
      'usw.Ich finde',
    ])
      expect(holdReason({ ...VALID, reviewtext: text }), text).toBeNull();
  });

  it('holds letters carrying stacks of accents (Zalgo text)', () => {
    expect(holdReason({ ...VALID, title: `Scho${'\u0308'.repeat(5)}n` })).toBe('characters');
    expect(holdReason({ ...VALID, title: 'Tiếng Việt' })).toBeNull();
  });

  it('holds blocked words as whole words only', () => {
    expect(holdReason({ ...VALID, title: 'Der Verkäufer ist ein Arschloch' })).toBe('blockedWords');
    expect(holdReason({ ...VALID, title: 'Casinoabend-Kleid' })).toBeNull();
  });
});
