import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from './filter-selection';
import { visualFilterChoices, visualFilterSelection } from './visual-filter';

const choices = [
  { id: 'midi', label: 'Midi' },
  { id: 'maxi', label: 'Maxi' },
];

describe('visualFilterChoices (S5)', () => {
  it('shows only when every choice has an image', () => {
    expect(visualFilterChoices(choices, { midi: '/a' })).toEqual({ show: false, reason: 'noImages' });
    expect(visualFilterChoices(choices, { midi: '/a', maxi: '/b' })).toMatchObject({ show: true });
  });

  it('follows a configured order that names exactly the choices', () => {
    const images = { midi: '/a', maxi: '/b' };
    const ordered = visualFilterChoices(choices, images, ['maxi', 'midi']);
    expect(ordered.show && ordered.choices.map((c) => c.id)).toEqual(['maxi', 'midi']);
    expect(visualFilterChoices(choices, images, ['maxi'])).toEqual({ show: false, reason: 'orderMismatch' });
    // a choice named twice leaves another out
    expect(visualFilterChoices(choices, images, ['maxi', 'maxi'])).toEqual({
      show: false,
      reason: 'orderMismatch',
    });
    expect(visualFilterChoices(choices, images, ['maxi', 'mini'])).toEqual({
      show: false,
      reason: 'orderMismatch',
    });
  });
});

describe('visualFilterSelection', () => {
  it("sets only the tile's choice in its filter and keeps the other filters", () => {
    const selection = {
      ...EMPTY_SELECTION,
      values: new Map([
        ['neckline', ['rund', 'v']],
        ['searchColor', ['blau']],
      ]),
    };
    const next = visualFilterSelection(selection as never, 'neckline', 'carmen');
    expect(next.values.get('neckline')).toEqual(['carmen']);
    expect(next.values.get('searchColor')).toEqual(['blau']);
  });

  it("clears the filter when the tile's choice is the one set", () => {
    const selection = { ...EMPTY_SELECTION, values: new Map([['neckline', ['carmen']]]) };
    expect(visualFilterSelection(selection as never, 'neckline', 'carmen').values.has('neckline')).toBe(
      false,
    );
  });
});
