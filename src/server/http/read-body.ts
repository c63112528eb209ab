/**
 * Reads a request body up to `maxBytes`, counting what arrives (a chunked body has no
 * Content-Length, and a declared one may lie). Stops reading and cancels the stream as soon as the
 * limit is passed.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  // not awaited: cancelling one branch of a cloned (teed) body settles only once the other branch
  // is cancelled too, which the caller may never do
  if (Number.isFinite(declared) && declared > maxBytes) {
    void request.body?.cancel().catch(() => undefined);
    return 'too-large';
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
