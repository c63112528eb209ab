import { z } from 'zod';
import { DEFAULT_SEED_PRODUCTS, MAX_SEED_PRODUCTS } from '../src/server/db/seed/seed-size';
import { parseShopHosts } from '../src/lib/shop/resolve-shop';

/** The start-up configuration, validated once; a bad value stops the start with a clear message. */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  // 0: no demo assortment (a shop that loads its own catalogue, decision 0041)
  SEED_PRODUCTS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(MAX_SEED_PRODUCTS).default(DEFAULT_SEED_PRODUCTS),
  ),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('')),
  DATA_DIR: z.string().trim().optional(),
  PAGE_CACHE: z.enum(['on', 'off']).optional().or(z.literal('')),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).optional(),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(604_800).optional(),
  PAGE_STORE: z.enum(['on', 'off']).optional().or(z.literal('')),
  PAGE_STORE_MAX_PAGES: z.coerce.number().int().min(100).max(10_000_000).optional(),
  /** seconds a cache in front (Varnish, a CDN) may keep a shared page or API answer; 0 or unset: none */
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).optional(),
  /** where invalidated tags are sent (one request per batch, the tags in a header and a JSON body) */
  CDN_PURGE_URL: z.string().trim().url('CDN_PURGE_URL must be a URL').optional().or(z.literal('')),
  CDN_PURGE_METHOD: z.enum(['POST', 'PURGE', 'BAN']).optional().or(z.literal('')),
  /** the request header naming the tags: Surrogate-Key (Fastly, Varnish xkey), Cache-Tag (Cloudflare) */
  CDN_PURGE_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'CDN_PURGE_HEADER must be a header name')
    .optional()
    .or(z.literal('')),
  /** sent as Authorization: Bearer <token> with each purge */
  CDN_PURGE_TOKEN: z.string().trim().optional(),
  /** smtp:// or smtps:// URL of the mail server; without it mails stay in the outbox table */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('')),
  /** enables the operator endpoints (outbox) for `Authorization: Bearer <token>`; 32+ characters */
  OPERATOR_TOKEN: z
    .string()
    .trim()
    .min(32, 'OPERATOR_TOKEN must have at least 32 characters')
    .optional()
    .or(z.literal('')),
  /** real hosts of the shops: code=https://host,… (decision 0012) */
  SHOP_HOSTS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseShopHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  TRUST_PROXY: z.enum(['0', '1']).optional().or(z.literal('')),
  /** origins the CMS's IFrame item may show: https://host[:port],… (decision 0016) */
  CONTENT_FRAME_ORIGINS: z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value.trim() === '' ||
        value.split(',').every((origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin.trim())),
      'CONTENT_FRAME_ORIGINS must be https origins (https://host or https://host:port), separated by commas',
    ),
});

export type StartEnv = z.infer<typeof schema>;

export function readStartEnv(env: NodeJS.ProcessEnv = process.env): StartEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}
