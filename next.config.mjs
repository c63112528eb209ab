import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * JavaScript, not TypeScript: Next.js compiles a next.config.ts with SWC when it starts, and every
 * worker of the shop then keeps SWC's native module and threads loaded (decision 0014).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  // native binaries and worker-thread loaders: loaded from node_modules, not bundled. The GraphQL
  // server too: bundled, its executor reached each of graphql's helpers (external, for Payload)
  // through a module-namespace getter, ~4 % of a GraphQL listing's CPU (issue 21)
  serverExternalPackages: [
    'sharp',
    'pino',
    '@node-rs/argon2',
    'nodemailer',
    'graphql-yoga',
    '@graphql-tools/schema',
    '@escape.tech/graphql-armor-max-aliases',
    '@escape.tech/graphql-armor-max-depth',
    '@escape.tech/graphql-armor-max-directives',
    '@escape.tech/graphql-armor-max-tokens',
  ],
  turbopack: {
    // use-intl's message formatter with one cache per process instead of per request (issue 21)
    resolveAlias: { 'use-intl/format-message': './src/i18n/format-message.ts' },
  },
  poweredByHeader: false,
  // the proxy must see client navigations (rsc header, _rsc query) to keep them out of the page cache
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  images: { unoptimized: true },
};

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });

/**
 * Payload asks every route for the colour-scheme client hint as a critical one (Accept-CH,
 * Critical-CH, Vary), for its admin's dark mode. On the shop's pages that made Chromium restart each
 * first navigation to send the hint (about 0.6 s before the first byte on Lighthouse's mobile
 * profile, issue 50): only the admin asks for it.
 */
const payloadHeaders = config.headers;
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  );

export default config;
