import { describe, expect, it } from 'vitest';
import { availabilityInfo, availabilityShare } from './availability';

describe('availability', () => {
  it('maps states to colour, icon, tracking value, size code and rank', () => {
    expect(availabilityInfo('available')).toMatchObject({
      color: 'green',
      icon: 'check',
      sizeCode: 1,
      rank: 1,
    });
    expect(availabilityInfo('delayed')).toMatchObject({
      color: 'yellow',
      icon: 'clock',
      sizeCode: 2,
      rank: 2,
    });
    expect(availabilityInfo('outsold')).toMatchObject({
      color: 'red',
      trackingValue: 'Outsold',
      sizeCode: 0,
      rank: 0,
    });
    expect(availabilityInfo('outOfStock')).toMatchObject({
      color: 'red',
      trackingValue: 'Outsold',
      orderable: false,
    });
  });

  it('computes the available share to 2 decimals', () => {
    expect(availabilityShare(['available', 'outsold', 'delayed'])).toBe(33.33);
    expect(availabilityShare([])).toBe(0);
  });
});
