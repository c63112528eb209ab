import { describe, expect, it, vi } from 'vitest';

describe('processWide', () => {
  it('gives every instance of a module the value the first one made', async () => {
    const first = await import('./process-wide');
    // a second instance of the module, as a second Next.js bundle holds it
    vi.resetModules();
    const second = await import('./process-wide');
    expect(second).not.toBe(first);
    const create = vi.fn(() => new Map<string, number>());
    const a = first.processWide('test.shared', create);
    const b = second.processWide('test.shared', create);
    expect(b).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
    expect(second.processWide('test.other', () => new Map())).not.toBe(a);
  });
});
