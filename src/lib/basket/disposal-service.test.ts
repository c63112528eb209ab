import { describe, expect, it } from 'vitest';
import { reconcileDisposalService } from './disposal-service';

describe('reconcileDisposalService', () => {
  it('keeps the booking while mattresses or slatted frames are in the basket, at most one per piece', () => {
    expect(reconcileDisposalService(1, 2)).toEqual({ pieces: 1, removed: false });
    expect(reconcileDisposalService(3, 2)).toEqual({ pieces: 2, removed: false });
  });

  it('removes it, with the info, when none is left', () => {
    expect(reconcileDisposalService(2, 0)).toEqual({ pieces: 0, removed: true });
    expect(reconcileDisposalService(0, 0)).toEqual({ pieces: 0, removed: false });
  });
});
