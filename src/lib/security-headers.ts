import { contentFrameOrigins } from '@/lib/content/frame-origins';

/**
 * The Content-Security-Policy of shop pages. Scripts need the request's nonce; inline style
 * attributes (colour dots in product colours) are allowed; nothing is loaded from other hosts but
 * the frames of IFrame content items, from the configured origins and only on the shopper's click.
 */
export function buildContentSecurityPolicy(opts: {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** the in-store display's camera scanner compiles its barcode reader (WebAssembly) */
  wasm?: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.wasm ? " 'wasm-unsafe-eval'" : ''}${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    // frames of content items (IFrame), only from the configured origins
    `frame-src ${contentFrameOrigins().join(' ') || "'none'"}`,
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
