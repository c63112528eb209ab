/**
 * What the shop's HTTP server may answer by calling into the app directly, without Next.js's
 * routing: the app registers it when its route module loads (kept on globalThis: the route bundle
 * and the server's own modules are separate module graphs).
 */
export interface DirectRequest {
  /** the absolute URL as the app sees it (the shop's origin and the request's path and query) */
  url: string;
  method: string;
  headers: Headers;
  /** the body read within the endpoint's limit; 'too-large' when it was exceeded; null for none */
  body: Uint8Array<ArrayBuffer> | 'too-large' | null;
}

export interface DirectHandler {
  /** bodies above this are not read but answered as too large */
  maxBodyBytes: number;
  handle(request: DirectRequest): Promise<Response>;
}

const holder = globalThis as unknown as { __shopDirectHandlers?: Map<string, DirectHandler> };

export function directHandlers(): Map<string, DirectHandler> {
  return (holder.__shopDirectHandlers ??= new Map<string, DirectHandler>());
}
