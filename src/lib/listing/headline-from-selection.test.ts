import { describe, expect, it } from 'vitest';
import { headlineFromSelection } from './headline-from-selection';

describe('headlineFromSelection', () => {
  it('uses single filter values for the German headline', () => {
    expect(
      headlineFromSelection('de', 'Kleider', [
        { id: 'searchColor', values: [{ id: 'blau', name: 'Blau' }] },
        { id: 'trademark', values: [{ id: 'lindgard', name: 'Lindgard' }] },
        { id: 'mainMaterial', values: [{ id: 'baumwolle', name: 'Baumwolle' }] },
        { id: 'filterSize', values: [{ id: '40', name: '40' }] },
      ]),
    ).toBe('Blaue Lindgard Kleider aus Baumwolle, Größe 40');
  });

  it('leaves out filters with several values', () => {
    expect(
      headlineFromSelection('de', 'Kleider', [
        { id: 'searchColor', values: [{ id: 'natur', name: 'Natur' }] },
        {
          id: 'filterSize',
          values: [
            { id: '38', name: '38' },
            { id: '40', name: '40' },
          ],
        },
      ]),
    ).toBe('Naturfarbene Kleider');
  });
});
