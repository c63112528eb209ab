import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import {
  BlockquoteFeature,
  BlocksFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  LinkFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import { originsOf, parseShopHosts, SHOPS } from '@/lib/shop/resolve-shop';
import { ContentPages } from './collections/content-pages';
import { Editors } from './collections/editors';
import { ErrorPages } from './collections/error-pages';
import { GlobalContents } from './collections/global-contents';
import { HomePages } from './collections/home-pages';
import { KeyedImages } from './collections/keyed-images';
import { InspirationPages } from './collections/inspiration-pages';
import { Media } from './collections/media';
import { Modals } from './collections/modals';
import { OutfitPages } from './collections/outfit-pages';
import { PageFooters } from './collections/page-footers';
import { Pdps } from './collections/pdps';
import { Plps } from './collections/plps';
import { Promotions } from './collections/promotions';
import { SeoContents } from './collections/seo-contents';
import { SizeTables } from './collections/size-tables';
import { Surveys } from './collections/surveys';
import { TextSnippets } from './collections/text-snippets';
import { Triggers } from './collections/triggers';
import { OrderStates } from './collections/order-states';
import { VisualFilters } from './collections/visual-filters';
import { Vouchers } from './collections/vouchers';
import { CouponBlock } from './blocks/coupon-block';
import { InlineAssetBlock } from './blocks/media-blocks';
import { ModalLinkInlineBlock } from './blocks/rich-text-blocks';
import { CMS_DEFAULT_LOCALE, CMS_LOCALES } from './locales';
import { outboxEmailAdapter } from './email/outbox-email-adapter';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every origin of every shop: the admin accepts its cookie only from these (CSRF). */
function shopOrigins(): string[] {
  const hosts = parseShopHosts(process.env.SHOP_HOSTS);
  return SHOPS.flatMap((shop) => originsOf(shop, hosts, process.env.PORT ?? 3000));
}

/**
 * The content management system (Payload CMS, issue 22): the editors' UI at /admin, its REST API
 * at /cms/api (the shop's own /api routes stay free), its tables in the schema "cms" of the shop's
 * database. Migrations are committed (src/cms/migrations) and applied by the start scripts before
 * the app starts, never by the app itself (decision 0015).
 */
export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: '',
  routes: { admin: '/admin', api: '/cms/api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Editors.slug,
    meta: { titleSuffix: ' – Shop-CMS' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    dateFormat: 'dd.MM.yyyy HH:mm',
    // no Gravatar: nothing is loaded from other hosts
    avatar: 'default',
    components: {
      // review moderation (issue 15, decision 0018): held and reported reviews of every shop
      // and the operator's analytics reports (issue 17, decision 0020)
      views: {
        reviews: { Component: '/cms/views/review-moderation#ReviewModeration', path: '/reviews' },
        analytics: { Component: '/cms/views/analytics-reports#AnalyticsReports', path: '/analytics' },
        // customer service answers the shops' chats (issue 20 item 17)
        chats: { Component: '/cms/views/chat-console#ChatConsole', path: '/chats' },
        // the admin API's keys and the audit log of back-office writes (issue 51, decision 0038)
        apiKeys: { Component: '/cms/views/api-keys#ApiKeysView', path: '/api-keys' },
        auditLog: { Component: '/cms/views/audit-log#AuditLogView', path: '/audit-log' },
      },
      afterNavLinks: ['/cms/views/review-nav-link#ReviewNavLink'],
    },
  },
  graphQL: { disable: true },
  // scheduled publishing: jobs are run by the shop's own runner on one node at a time
  // (src/server/content/scheduled-publishing.ts), never through the REST endpoint
  jobs: { access: { run: () => false }, deleteJobOnComplete: true },
  telemetry: false,
  // editors' password-reset mails go through the shop's outbox (decision 0015)
  email: outboxEmailAdapter,
  collections: [
    HomePages,
    ContentPages,
    InspirationPages,
    OutfitPages,
    Modals,
    ErrorPages,
    PageFooters,
    GlobalContents,
    SeoContents,
    Plps,
    Promotions,
    Surveys,
    Pdps,
    KeyedImages,
    VisualFilters,
    SizeTables,
    TextSnippets,
    Vouchers,
    OrderStates,
    Triggers,
    Media,
    Editors,
  ],
  localization: {
    locales: CMS_LOCALES.map((code) => ({ code, label: code })),
    defaultLocale: CMS_DEFAULT_LOCALE,
    fallback: false,
  },
  i18n: { fallbackLanguage: 'en' },
  // refusals of a visitor's or an editor's request are no errors of the shop: the log keeps them as
  // information, so nobody can flood its errors with requests for what they may not see
  loggingLevels: {
    Forbidden: 'info',
    NotFound: 'info',
    AuthenticationError: 'info',
    ValidationError: 'info',
    QueryError: 'info',
    MissingFile: 'info',
    Locked: 'info',
    LockedAuth: 'info',
  },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => !['heading', 'link'].includes(feature.key)),
      HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] }),
      LinkFeature({ enabledCollections: ['content-pages', 'inspiration-pages', 'outfit-pages'] }),
      BlockquoteFeature(),
      HorizontalRuleFeature(),
      EXPERIMENTAL_TableFeature(),
      // entries embedded in rich text (spec S3: coupon, inline asset, modal link; links are the link feature's)
      BlocksFeature({ blocks: [CouponBlock, InlineAssetBlock], inlineBlocks: [ModalLinkInlineBlock] }),
      FixedToolbarFeature(),
    ],
  }),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL ?? '', max: 4 },
    schemaName: 'cms',
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  csrf: shopOrigins(),
  cors: shopOrigins(),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  upload: { limits: { fileSize: 10_000_000 } },
});
