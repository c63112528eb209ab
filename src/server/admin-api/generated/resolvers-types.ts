import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { StyleRecord } from '@/server/admin/catalogue/load-admin-styles';
import { AuditLogRecord } from '@/server/admin/audit/list-audit';
import { ApiKeyListing } from '@/server/admin/keys/list-api-keys';
import { AdminContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601 with its offset, e.g. 2026-12-02T06:40:00.000Z. */
  DateTime: { input: Date; output: Date; }
  /** Any JSON value (the audit log's before and after). */
  JSON: { input: unknown; output: unknown; }
};

export type AdjustStockInput = {
  /** pieces added (positive) or taken (negative); stock never falls below 0 */
  delta: Scalars['Int']['input'];
  /** the size's EAN */
  ean: Scalars['String']['input'];
  /** why, for the audit log, e.g. 'goods receipt 4711', 'stocktaking', 'damaged' */
  reason: Scalars['String']['input'];
};

export type AdminAttribute = {
  __typename?: 'AdminAttribute';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A colour of a style, with its own product page /p/{id}. */
export type AdminColor = {
  __typename?: 'AdminColor';
  code: Scalars['String']['output'];
  /** the colour family of the colour filter */
  family: Scalars['String']['output'];
  /** the 6-digit article number */
  id: Scalars['ID']['output'];
  /** image hashes in their order */
  images: Array<AdminImage>;
  label: Scalars['String']['output'];
  sizes: Array<AdminSize>;
  /** true when no size can be ordered */
  soldOut: Scalars['Boolean']['output'];
};

export type AdminImage = {
  __typename?: 'AdminImage';
  alt: Scalars['String']['output'];
  hash: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** A size's price in one currency's list. */
export type AdminPrice = {
  __typename?: 'AdminPrice';
  /** EUR, CHF, CZK or SEK */
  currency: Scalars['String']['output'];
  /** the old price the merchant announced (setPrices' oldPrice), minor units; null when the size is not reduced */
  oldPrice: Maybe<Scalars['Int']['output']>;
  /** the price, minor units */
  price: Scalars['Int']['output'];
  /** when the current reduction started; null when the size is not reduced */
  reducedSince: Maybe<Scalars['DateTime']['output']>;
  /** what the shop strikes through: the lowest price of the 30 days before the reduction started (EU prior-price rule); null when the shop shows no reduction */
  shownOldPrice: Maybe<Scalars['Int']['output']>;
};

/** The caller's roles. */
export type AdminRole =
  /** everything, including keys and the audit log */
  | 'admin'
  /** content editors: may read the catalogue here */
  | 'editor'
  /** the warehouse: orders and shipments */
  | 'fulfilment'
  /** catalogue, prices and stock */
  | 'merchandiser'
  /** customer service: orders and customers */
  | 'service';

/** A size of a colour under one promotion (catalogue offer). */
export type AdminSize = {
  __typename?: 'AdminSize';
  /** available | delayed | outsold | outOfStock */
  availability: Scalars['String']['output'];
  /** true for the promotion the shop offers by default */
  defaultPromotion: Scalars['Boolean']['output'];
  /** the deliverability key (spec S4.2), e.g. available, directShipping, endOfMarch */
  deliverability: Scalars['String']['output'];
  ean: Scalars['String']['output'];
  /** the variant id */
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** the price in every price list */
  prices: Array<AdminPrice>;
  /** the 3-digit promotion */
  promotion: Scalars['String']['output'];
  /** pieces in stock */
  stock: Scalars['Int']['output'];
};

/** A style: what a listing tile shows, with its colours. */
export type AdminStyle = {
  __typename?: 'AdminStyle';
  /** attributes by listing filter key */
  attributes: Array<AdminAttribute>;
  brand: Scalars['String']['output'];
  /** every category the style is assigned to */
  categoryIds: Array<Scalars['String']['output']>;
  colors: Array<AdminColor>;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** sale | new | exclusiveOnline | priceHighlighting | none */
  flag: Scalars['String']['output'];
  /** the style key (masterKey) */
  id: Scalars['ID']['output'];
  mainTitle: Scalars['String']['output'];
  /** the German name */
  name: Scalars['String']['output'];
  /** the category the style was created in (breadcrumbs follow it) */
  primaryCategoryId: Scalars['String']['output'];
  /** whether the shop shows it */
  status: StyleStatus;
  /** the languages the style has texts in besides German */
  translatedLanguages: Array<Scalars['String']['output']>;
  /** when the style's own data last changed */
  updatedAt: Scalars['DateTime']['output'];
};

/** An API key as lists show it (never its secret). */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  createdBy: Scalars['String']['output'];
  families: Maybe<Array<Scalars['String']['output']>>;
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** the secret's first characters */
  prefix: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  roles: Array<AdminRole>;
  shops: Maybe<Array<Scalars['String']['output']>>;
};

export type AttributeInput = {
  /** a listing filter id, e.g. mainMaterial, pattern, sleeveStyle */
  key: Scalars['String']['input'];
  /** the German label, e.g. Baumwolle */
  value: Scalars['String']['input'];
};

/** Filters of the audit log; all given ones must hold. */
export type AuditFilter = {
  /** the caller's key id or editor id, or part of their name or e-mail */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** the written record's id (for a size: variant id and promotion, e.g. 10000001-010) */
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** variant, variantPrice, style, apiKey … */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** from this instant on */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** an operation, e.g. setPrices */
  operation?: InputMaybe<Scalars['String']['input']>;
  /** before this instant */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditRecord>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A write, as the audit log records it. */
export type AuditRecord = {
  __typename?: 'AuditRecord';
  actorId: Scalars['String']['output'];
  /** key or editor */
  actorKind: Scalars['String']['output'];
  /** the key's name or the editor's e-mail, as it was then */
  actorName: Scalars['String']['output'];
  /** the record after the write */
  after: Maybe<Scalars['JSON']['output']>;
  at: Scalars['DateTime']['output'];
  /** the record before the write; null for a new one */
  before: Maybe<Scalars['JSON']['output']>;
  entityId: Scalars['String']['output'];
  entityType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  operation: Scalars['String']['output'];
};

/** What a bulk write did. */
export type BulkWriteResult = {
  __typename?: 'BulkWriteResult';
  /** items not written, with their reasons */
  refused: Array<Refusal>;
  /** items written */
  written: Scalars['Int']['output'];
};

/** Who is calling. */
export type Caller = {
  __typename?: 'Caller';
  /** the shop families the caller is limited to; null: not limited by family */
  families: Maybe<Array<Scalars['String']['output']>>;
  /** the key's id or the editor's id */
  id: Scalars['String']['output'];
  /** 'key' for an API key, 'editor' for an /admin login */
  kind: Scalars['String']['output'];
  /** the key's name or the editor's e-mail */
  name: Scalars['String']['output'];
  /** the roles the caller acts with */
  roles: Array<AdminRole>;
  /** the shop codes the caller is limited to; null: not limited by shop */
  shops: Maybe<Array<Scalars['String']['output']>>;
};

/** A colour of a style: a product page /p/{id}. */
export type ColorInput = {
  /** the swatch colour, #rrggbb */
  code: Scalars['String']['input'];
  /** the colour family of the colour filter, e.g. blau */
  family: Scalars['String']['input'];
  /** the 6-digit article number */
  id: Scalars['ID']['input'];
  /** the images in their order with their alternative texts: the shop serves drawn images of the colour's product type in its colour, {article number}-0 to -19 (photo upload is not built yet); absent: an existing colour keeps its images, a new one gets three */
  images?: InputMaybe<Array<ImageInput>>;
  /** the colour's name, e.g. marine */
  label: Scalars['String']['input'];
  /** the article's former display number (9 digits), if it had one */
  oldDisplayNumber?: InputMaybe<Scalars['String']['input']>;
  /** the 3-digit promotion the colour is offered under by default (its display number is the article number and this); absent: 000 for a new colour */
  promotion?: InputMaybe<Scalars['String']['input']>;
  /** the sizes in display order; sizes not given stay as they are */
  sizes: Array<SizeInput>;
};

export type CreateApiKeyInput = {
  /** limit the key to these families */
  families?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  roles: Array<AdminRole>;
  /** limit the key to these shop codes */
  shops?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new key: its secret is shown here once and never again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  key: ApiKey;
  secret: Scalars['String']['output'];
};

export type ImageInput = {
  /** the alternative text (what the image shows) */
  alt: Scalars['String']['input'];
  hash: Scalars['String']['input'];
  /** model | detail | ambiente | packshot */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds to or takes from the stock of sizes by EAN (at most 5,000 items), with a reason. */
  adjustStock: BulkWriteResult;
  /** Makes an API key. Needs the admin role. */
  createApiKey: CreatedApiKey;
  /** Puts styles online, by style key or article number (at most 5,000). */
  publishProducts: BulkWriteResult;
  /** Revokes an API key by id or prefix; it is refused from the next request on. Needs the admin role. */
  revokeApiKey: ApiKey;
  /** Sets prices by EAN and currency (at most 5,000 items). An old price at or below the price is refused. */
  setPrices: BulkWriteResult;
  /** Sets the stock of sizes by EAN (at most 5,000 items): 0 sells the size out, more makes a sold-out size available again. */
  setStock: BulkWriteResult;
  /** Takes styles offline, by style key or article number (at most 5,000): gone from listings, search, sitemaps and recommendations; their pages answer 404; baskets holding them find them sold out. */
  unpublishProducts: BulkWriteResult;
  /** Creates or updates styles whole (at most 1,000 per call): one style is written whole or not at all. */
  upsertProducts: UpsertResult;
};


export type MutationAdjustStockArgs = {
  input: Array<AdjustStockInput>;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationPublishProductsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetPricesArgs = {
  input: Array<SetPriceInput>;
};


export type MutationSetStockArgs = {
  input: Array<SetStockInput>;
};


export type MutationUnpublishProductsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUpsertProductsArgs = {
  input: Array<StyleInput>;
};

export type PriceInput = {
  /** EUR, CHF, CZK or SEK */
  currency: Scalars['String']['input'];
  /** the old price of a reduction, above the price; the shop strikes through the lowest price of the 30 days before the reduction started */
  oldPrice?: InputMaybe<Scalars['Int']['input']>;
  /** minor units */
  price: Scalars['Int']['input'];
};

/** Filters of the product list; all given ones must hold. */
export type ProductFilter = {
  /** the brand's id */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** styles assigned to this category (or below it) */
  categoryId?: InputMaybe<Scalars['String']['input']>;
  /** part of the style's name, or exactly an article number (6 digits, or 9 with the promotion), a style key or an EAN */
  search?: InputMaybe<Scalars['String']['input']>;
  /** only styles offered in this shop (its code, e.g. lindgard-ch): those with a price in its currency's list */
  shop?: InputMaybe<Scalars['String']['input']>;
  /** draft, published or unpublished */
  status?: InputMaybe<StyleStatus>;
};

/** A page of styles. */
export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<AdminStyle>;
  /** this page's number, from 1 */
  page: Scalars['Int']['output'];
  /** styles per page */
  perPage: Scalars['Int']['output'];
  /** styles matching the filter in all */
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Every API key. Needs the admin role. */
  apiKeys: Array<ApiKey>;
  /** The audit log, newest first (perPage at most 200). Needs the admin or merchandiser role. */
  auditLog: AuditPage;
  /** The caller as the API sees them. */
  me: Caller;
  /** A style by its key, or by the article number or EAN of one of its colours or sizes; null when there is none. */
  product: Maybe<AdminStyle>;
  /** Styles, a page at a time (newest first; perPage at most 200). */
  products: ProductPage;
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

/** An item of a bulk write that was not written, and why. */
export type Refusal = {
  __typename?: 'Refusal';
  /** a machine-readable reason, e.g. UNKNOWN_EAN, INVALID_PRICE */
  code: Scalars['String']['output'];
  /** the input field at fault, if one is */
  field: Maybe<Scalars['String']['output']>;
  /** the item's position in the input list, from 0 */
  index: Scalars['Int']['output'];
  /** the item's key as given (an EAN, a product id) */
  key: Maybe<Scalars['String']['output']>;
  /** the reason in words */
  message: Scalars['String']['output'];
};

export type SetPriceInput = {
  /** EUR, CHF, CZK or SEK */
  currency: Scalars['String']['input'];
  /** the size's EAN */
  ean: Scalars['String']['input'];
  /** the old price of a reduction, minor units, above the price; null or absent: not reduced. The shop strikes through the lowest price of the 30 days before the reduction started, and no reduction where that is not above the price */
  oldPrice?: InputMaybe<Scalars['Int']['input']>;
  /** the new price, minor units (a whole number ≥ 0) */
  price: Scalars['Int']['input'];
  /** only this promotion's offer of the size; absent: every promotion */
  promotion?: InputMaybe<Scalars['String']['input']>;
};

export type SetStockInput = {
  /** the size's EAN */
  ean: Scalars['String']['input'];
  /** pieces in stock now (a whole number ≥ 0) */
  quantity: Scalars['Int']['input'];
};

/** A size of a colour under one promotion. */
export type SizeInput = {
  /** available | delayed | outsold | outOfStock; absent: available with stock, outsold without */
  availability?: InputMaybe<Scalars['String']['input']>;
  /** the deliverability key (spec S4.2), e.g. available, directShipping, endOfMarch; a delayed one makes the size delayed */
  deliverability?: InputMaybe<Scalars['String']['input']>;
  /** the size's EAN; the same EAN under another promotion offers the same size there */
  ean: Scalars['String']['input'];
  /** the size's label, e.g. 38, M, 75B */
  label: Scalars['String']['input'];
  /** the price in each currency's list; EUR is required */
  prices: Array<PriceInput>;
  /** absent: the colour's promotion */
  promotion?: InputMaybe<Scalars['String']['input']>;
  /** pieces in stock */
  stock: Scalars['Int']['input'];
  /** true when a delayed size is delivered later, separately */
  subsequentDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** a new size's variant id: its article number and two digits; absent: the next free one (an existing EAN keeps its id) */
  variantId?: InputMaybe<Scalars['String']['input']>;
};

/** A style to create or update whole, with its colours and sizes (upsertProducts). */
export type StyleInput = {
  /** attributes by listing filter key (e.g. mainMaterial: Baumwolle), shown as filters and details; absent on an update: kept */
  attributes?: InputMaybe<Array<AttributeInput>>;
  /** the brand's id (an existing brand) */
  brand: Scalars['String']['input'];
  /** further categories (campaigns, themes); the primary category and its parents are added */
  categoryIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** the colours in display order; colours not given stay as they are, after these */
  colors: Array<ColorInput>;
  /** the maker's name and address (product safety) */
  companyOfOrigin?: InputMaybe<Scalars['String']['input']>;
  /** when the style came into the assortment (the newest-first sort, a migration keeps it); absent: now for a new style, kept on an update */
  createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** the old appliance is taken back (disposal service) */
  disposalService?: InputMaybe<Scalars['Boolean']['input']>;
  /** A to G */
  energyEfficiencyClass?: InputMaybe<Scalars['String']['input']>;
  /** sale | new | exclusiveOnline | priceHighlighting | none (the default) */
  flag?: InputMaybe<Scalars['String']['input']>;
  /** delivered by a forwarding agent (bulky goods) */
  forwardingAgent?: InputMaybe<Scalars['Boolean']['input']>;
  /** LEVEL_0 to LEVEL_3 (jackets and coats) */
  heatDegree?: InputMaybe<Scalars['String']['input']>;
  /** the style key of the merchandise system: 1 to 40 letters, digits, '.', '_' or '-' */
  id: Scalars['ID']['input'];
  /** the two-digit product key (mkz) the shop API shows; absent: 00 for a new style, kept on an update */
  mkz?: InputMaybe<Scalars['String']['input']>;
  /** the category the style belongs to: one without subcategories that names a product type; breadcrumbs follow it */
  primaryCategoryId: Scalars['String']['input'];
  /** at most this many pieces per basket (1 to 20); absent: the shop's 20 */
  quantityLimit?: InputMaybe<Scalars['Int']['input']>;
  /** the unit the price is for, e.g. 'Paar', 'Set' */
  salesUnit?: InputMaybe<Scalars['String']['input']>;
  /** absent: a new style is a draft (publishProducts puts it online), an existing one keeps its state */
  status?: InputMaybe<StyleStatus>;
  /** the texts per catalogue language (de, fr, nl, cs, sv, sk); German is required, missing languages show German */
  texts: Array<StyleTextInput>;
};

/** Whether the shop shows a style. */
export type StyleStatus =
  /** created and never published: shown nowhere */
  | 'draft'
  /** in listings, search, sitemaps, recommendations and on its product pages; can be ordered */
  | 'published'
  /** taken offline: gone from the shop, its pages answer 404, baskets holding it find it sold out */
  | 'unpublished';

export type StyleTextInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** de, fr, nl, cs, sv or sk */
  language: Scalars['String']['input'];
  /** the product page's headline; absent: the name */
  mainTitle?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** What upsertProducts did. */
export type UpsertResult = {
  __typename?: 'UpsertResult';
  /** the keys of the styles this call created (drafts unless given a status) */
  created: Array<Scalars['ID']['output']>;
  /** fields of styles not written, with their reasons; a style with any refusal is not written at all */
  refused: Array<Refusal>;
  /** styles written (created or changed) */
  written: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdjustStockInput: AdjustStockInput;
  AdminAttribute: ResolverTypeWrapper<AdminAttribute>;
  AdminColor: ResolverTypeWrapper<AdminColor>;
  AdminImage: ResolverTypeWrapper<AdminImage>;
  AdminPrice: ResolverTypeWrapper<AdminPrice>;
  AdminRole: AdminRole;
  AdminSize: ResolverTypeWrapper<AdminSize>;
  AdminStyle: ResolverTypeWrapper<StyleRecord>;
  ApiKey: ResolverTypeWrapper<ApiKeyListing>;
  AttributeInput: AttributeInput;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditRecord']> }>;
  AuditRecord: ResolverTypeWrapper<AuditLogRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkWriteResult: ResolverTypeWrapper<BulkWriteResult>;
  Caller: ResolverTypeWrapper<Caller>;
  ColorInput: ColorInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreatedApiKey: ResolverTypeWrapper<Omit<CreatedApiKey, 'key'> & { key: ResolversTypes['ApiKey'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageInput: ImageInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PriceInput: PriceInput;
  ProductFilter: ProductFilter;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['AdminStyle']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Refusal: ResolverTypeWrapper<Refusal>;
  SetPriceInput: SetPriceInput;
  SetStockInput: SetStockInput;
  SizeInput: SizeInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StyleInput: StyleInput;
  StyleStatus: StyleStatus;
  StyleTextInput: StyleTextInput;
  UpsertResult: ResolverTypeWrapper<UpsertResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdjustStockInput: AdjustStockInput;
  AdminAttribute: AdminAttribute;
  AdminColor: AdminColor;
  AdminImage: AdminImage;
  AdminPrice: AdminPrice;
  AdminSize: AdminSize;
  AdminStyle: StyleRecord;
  ApiKey: ApiKeyListing;
  AttributeInput: AttributeInput;
  AuditFilter: AuditFilter;
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditRecord']> };
  AuditRecord: AuditLogRecord;
  Boolean: Scalars['Boolean']['output'];
  BulkWriteResult: BulkWriteResult;
  Caller: Caller;
  ColorInput: ColorInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreatedApiKey: Omit<CreatedApiKey, 'key'> & { key: ResolversParentTypes['ApiKey'] };
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  ImageInput: ImageInput;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  PriceInput: PriceInput;
  ProductFilter: ProductFilter;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['AdminStyle']> };
  Query: Record<PropertyKey, never>;
  Refusal: Refusal;
  SetPriceInput: SetPriceInput;
  SetStockInput: SetStockInput;
  SizeInput: SizeInput;
  String: Scalars['String']['output'];
  StyleInput: StyleInput;
  StyleTextInput: StyleTextInput;
  UpsertResult: UpsertResult;
}>;

export type AdminAttributeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminAttribute'] = ResolversParentTypes['AdminAttribute']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminColorResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminColor'] = ResolversParentTypes['AdminColor']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AdminImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['AdminSize']>, ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AdminImageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminImage'] = ResolversParentTypes['AdminImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPriceResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPrice'] = ResolversParentTypes['AdminPrice']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reducedSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shownOldPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AdminSizeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminSize'] = ResolversParentTypes['AdminSize']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliverability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ean?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['AdminPrice']>, ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminStyleResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminStyle'] = ResolversParentTypes['AdminStyle']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['AdminAttribute']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['AdminColor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryCategoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StyleStatus'], ParentType, ContextType>;
  translatedLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  families?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  shops?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditRecordResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditRecord'] = ResolversParentTypes['AuditRecord']> = ResolversObject<{
  actorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BulkWriteResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['BulkWriteResult'] = ResolversParentTypes['BulkWriteResult']> = ResolversObject<{
  refused?: Resolver<Array<ResolversTypes['Refusal']>, ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CallerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Caller'] = ResolversParentTypes['Caller']> = ResolversObject<{
  families?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  shops?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  adjustStock?: Resolver<ResolversTypes['BulkWriteResult'], ParentType, ContextType, RequireFields<MutationAdjustStockArgs, 'input'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  publishProducts?: Resolver<ResolversTypes['BulkWriteResult'], ParentType, ContextType, RequireFields<MutationPublishProductsArgs, 'ids'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  setPrices?: Resolver<ResolversTypes['BulkWriteResult'], ParentType, ContextType, RequireFields<MutationSetPricesArgs, 'input'>>;
  setStock?: Resolver<ResolversTypes['BulkWriteResult'], ParentType, ContextType, RequireFields<MutationSetStockArgs, 'input'>>;
  unpublishProducts?: Resolver<ResolversTypes['BulkWriteResult'], ParentType, ContextType, RequireFields<MutationUnpublishProductsArgs, 'ids'>>;
  upsertProducts?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertProductsArgs, 'input'>>;
}>;

export type ProductPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminStyle']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'perPage'>>;
  me?: Resolver<ResolversTypes['Caller'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['AdminStyle']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage'>>;
}>;

export type RefusalResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Refusal'] = ResolversParentTypes['Refusal']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpsertResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['UpsertResult'] = ResolversParentTypes['UpsertResult']> = ResolversObject<{
  created?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['Refusal']>, ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = AdminContext> = ResolversObject<{
  AdminAttribute?: AdminAttributeResolvers<ContextType>;
  AdminColor?: AdminColorResolvers<ContextType>;
  AdminImage?: AdminImageResolvers<ContextType>;
  AdminPrice?: AdminPriceResolvers<ContextType>;
  AdminSize?: AdminSizeResolvers<ContextType>;
  AdminStyle?: AdminStyleResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditRecord?: AuditRecordResolvers<ContextType>;
  BulkWriteResult?: BulkWriteResultResolvers<ContextType>;
  Caller?: CallerResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Refusal?: RefusalResolvers<ContextType>;
  UpsertResult?: UpsertResultResolvers<ContextType>;
}>;

