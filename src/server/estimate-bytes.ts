/**
 * A rough estimate of the memory a cached value holds (V8 object headers, slots, strings), for
 * byte budgets of in-process caches. Shared objects count once; it walks at most `limit` values.
 */
export function estimateBytes(value: unknown, limit = 200_000): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let bytes = 0;
  let visited = 0;
  while (stack.length > 0 && visited++ < limit) {
    const v = stack.pop();
    switch (typeof v) {
      case 'string':
        bytes += 16 + v.length;
        continue;
      case 'number':
      case 'bigint':
        bytes += 8;
        continue;
      case 'boolean':
      case 'undefined':
        continue;
      case 'object': {
        if (v === null || seen.has(v)) continue;
        seen.add(v);
        if (Buffer.isBuffer(v) || ArrayBuffer.isView(v)) {
          bytes += 64 + v.byteLength;
        } else if (Array.isArray(v)) {
          bytes += 32 + 8 * v.length;
          for (const item of v) stack.push(item);
        } else if (v instanceof Map) {
          bytes += 64 + 40 * v.size;
          for (const [key, item] of v) stack.push(key, item);
        } else if (v instanceof Set) {
          bytes += 64 + 24 * v.size;
          for (const item of v) stack.push(item);
        } else {
          const keys = Object.keys(v);
          bytes += 32 + 8 * keys.length;
          for (const key of keys) stack.push((v as Record<string, unknown>)[key]);
        }
        continue;
      }
      default:
        bytes += 32;
    }
  }
  return bytes;
}
