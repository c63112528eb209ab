import type { NextConfig } from 'next';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // native binaries and worker-thread loaders: loaded from node_modules, not bundled
  serverExternalPackages: ['sharp', 'pino', '@node-rs/argon2', 'nodemailer'],
  poweredByHeader: false,
  // the proxy must see client navigations (rsc header, _rsc query) to keep them out of the page cache
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  images: { unoptimized: true },
};

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
