import { describe, expect, it } from 'vitest';
import { orderStateOf } from './order-states';

describe('orderStateOf', () => {
  it('is placed while the order has no parcel', () => {
    expect(orderStateOf(null)).toBe('placed');
  });
  it('is the parcel status for a known status, null otherwise', () => {
    expect(orderStateOf('inDeliveryDepot')).toBe('inDeliveryDepot');
    expect(orderStateOf('delivered')).toBe('delivered');
    expect(orderStateOf('lost')).toBeNull();
  });
});
