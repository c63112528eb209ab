/**
 * Whether the body of a server-action POST can be decoded at all: the app's actions are called by
 * fetch with a JSON array (text/plain), forms send multipart with their boundary. Anything else
 * would make Next.js fail while decoding it, with a 500; it is the client's error, answered 400.
 */
export function isDecodableActionBody(contentType: string | null, body: string): boolean {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('text/plain')) {
    try {
      return Array.isArray(JSON.parse(body));
    } catch {
      return false;
    }
  }
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType ?? '')?.[2];
    return !!boundary && body.trimEnd().endsWith(`--${boundary}--`);
  }
  return type.startsWith('application/x-www-form-urlencoded');
}
