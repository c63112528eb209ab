import { describe, expect, it } from 'vitest';
import { messagesAsKeys } from './messages-as-keys';

describe('messagesAsKeys', () => {
  it('maps nested messages to their keys', () => {
    expect(messagesAsKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual({
      a: 'a',
      b: { c: 'b.c', d: { e: 'b.d.e' } },
    });
  });
});
