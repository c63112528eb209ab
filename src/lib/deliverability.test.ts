import { describe, expect, it } from 'vitest';
import { deliveryLabel, scarcityQuantity } from './deliverability';

describe('deliveryLabel (S4.2)', () => {
  it('maps fixed keys and months (message keys of the months)', () => {
    expect(deliveryLabel('available', 'available')).toEqual({ key: 'available' });
    expect(deliveryLabel('directShipping5Days', 'delayed')).toEqual({ key: 'directShipping5Days' });
    expect(deliveryLabel('endOfJanuary', 'delayed')).toEqual({ key: 'endOfMonth', month: 'January' });
    expect(deliveryLabel('midOfMarch', 'delayed')).toEqual({ key: 'midOfMonth', month: 'March' });
  });

  it('falls back to the state for unknown keys', () => {
    expect(deliveryLabel('bogus', 'delayed')).toEqual({ key: 'directShipping' });
    expect(deliveryLabel('bogus', 'outOfStock')).toEqual({ key: 'outOfStock' });
  });

  it('shows scarcity for low stock of available sizes only', () => {
    expect(scarcityQuantity('available', 3)).toBe(3);
    expect(scarcityQuantity('available', 20)).toBeNull();
    expect(scarcityQuantity('delayed', 2)).toBeNull();
    expect(scarcityQuantity('available', 0)).toBeNull();
  });
});
