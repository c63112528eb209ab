import { GraphQLResolveInfo } from 'graphql';
import { ProductParent, DimensionParent, VariantParent } from '../resolvers/product-parent';
import { CategoryNode } from '@/lib/category/types';
import { BasketView, BasketLine } from '@/server/basket/load-basket';
import { CheckoutView } from '@/server/checkout/load-checkout';
import { OrderRecord, OrderLineRecord } from '@/server/order/order-store';
import { CustomerOrder } from '@/server/account/load-customer-order';
import { InvoiceDetail } from '@/server/account/load-invoice';
import { GraphQLContext } from '../context';
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
};

/** The account balance and open payments (maturities). */
export type AccountBalance = {
  __typename?: 'AccountBalance';
  /** What is open in total, cents. */
  open: Scalars['Int']['output'];
  openPayments: Array<OpenPayment>;
  /** Of that, overdue, cents. */
  overdue: Scalars['Int']['output'];
};

/** An active filter with its chosen values. */
export type ActiveFilter = {
  __typename?: 'ActiveFilter';
  /** Listing filter id. */
  id: Scalars['ID']['output'];
  /** Kind of filter. */
  type: FilterType;
  /** Chosen values with their German names. */
  values: Array<ActiveFilterValue>;
};

/** Which active filters to describe. */
export type ActiveFilterListInput = {
  /** Active filters as the URL carries them. */
  filters?: InputMaybe<Array<FilterValueInput>>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Search term. */
  term?: InputMaybe<Scalars['String']['input']>;
};

/** A chosen filter value. */
export type ActiveFilterValue = {
  __typename?: 'ActiveFilterValue';
  /** Choice id. */
  id: Scalars['ID']['output'];
  /** German name. */
  name: Scalars['String']['output'];
};

/** All lines of the direct order form. */
export type AddDirectOrderInput = {
  /** 1–30 lines. */
  lines: Array<DirectOrderLineInput>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** Add pieces of a size to the caller's basket. The spec does not show this call; it follows S7. */
export type AddToBasketInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The product (one colour). */
  productId: Scalars['ID']['input'];
  /** Promotion of the article; the product's default promotion when left out. */
  promotion?: InputMaybe<Scalars['String']['input']>;
  /** Pieces to add, 1–99. */
  quantity?: Scalars['Int']['input'];
  /** The chosen size (Variant.id); leave it out when none was chosen: the answer is ATB_NO_VARIANT_SELECTED. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Save a product on the caller's wishlist (spec S7.4). */
export type AddWishlistItemInput = {
  /** Whether the shopper allowed targeting. The shop passes nothing on to third parties either way; the browser sends the recommendation tracking calls itself, only with consent. */
  isTargetingAllowed: Scalars['Boolean']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The product (one colour) to save. */
  productId: Scalars['ID']['input'];
};

/** A postal address in Austria (customer-and-content S5 rules). */
export type Address = {
  __typename?: 'Address';
  /** Address addition, e.g. 'Top 4'; empty when none. */
  additional: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** ISO country code; the shop delivers to Austria (AT). */
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** f (Frau), m (Herr) or d (divers / keine Angabe). */
  salutation: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** An address as the shopper enters it; the server checks every rule of customer-and-content S5. */
export type AddressInput = {
  /** Address addition, e.g. 'Top 4'; optional, up to 40 characters: letters, digits, spaces and - . / ' : ( ) ` ^ */
  additional?: InputMaybe<Scalars['String']['input']>;
  /** 2–40 characters: letters, digits, spaces and - . / ' : ( ) ` ^ */
  city: Scalars['String']['input'];
  /** 2–40 characters: letters, spaces and - . / ' &. */
  firstName: Scalars['String']['input'];
  /** 1–15 characters: letters, digits, spaces and - . / ' : ( ) ` ^ */
  houseNumber: Scalars['String']['input'];
  /** 2–40 characters: letters, digits, spaces and - . / ' &. */
  lastName: Scalars['String']['input'];
  /** f, m or d. */
  salutation: Scalars['String']['input'];
  /** 3–60 characters: letters, digits, spaces and - . / ' & , */
  street: Scalars['String']['input'];
  /** Postcode: 3–10 digits in the Austrian shops; the other shops check their country's format (e.g. 10115 in de-DE, '1012 AB' in nl-NL). */
  zipCode: Scalars['String']['input'];
};

/** The product in another shop of the family. */
export type AlternateProduct = {
  __typename?: 'AlternateProduct';
  /** Locale of that shop. */
  locale: Scalars['String']['output'];
  /** Absolute URL of the product page there. */
  url: Scalars['String']['output'];
};

/** A name/value pair, e.g. a product attribute (key = listing filter id). */
export type Attribute = {
  __typename?: 'Attribute';
  /** Attribute key, e.g. mainMaterial, sleeveStyle, neckline. */
  key: Scalars['String']['output'];
  /** German display value. */
  value: Scalars['String']['output'];
};

/** A choice of an attribute filter, e.g. mainMaterial 'Baumwolle'. */
export type AttributeFilterChoice = {
  __typename?: 'AttributeFilterChoice';
  /** Chosen. */
  active: Scalars['Boolean']['output'];
  /** Choice id as the URL carries it. */
  id: Scalars['ID']['output'];
  /** German label. */
  label: Scalars['String']['output'];
  /** Products this choice would show. */
  productCount: Scalars['Int']['output'];
};

/** A detail rating of one property in a review. */
export type AttributeRating = {
  __typename?: 'AttributeRating';
  attributeKey: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** 1 to valueRange. */
  value: Scalars['Int']['output'];
  valueRange: Scalars['Int']['output'];
};

/** The average detail rating of one property, e.g. fit or quality (spec S3.4). */
export type AttributeRatingAverage = {
  __typename?: 'AttributeRatingAverage';
  /** fit, quality, comfort, look or value. */
  attributeKey: Scalars['String']['output'];
  /** The average on the scale, 1 decimal. */
  average: Scalars['Float']['output'];
  /** The high end's label, e.g. 'fällt groß aus'. */
  highLabel: Scalars['String']['output'];
  /** The property's name in the shop's language. */
  label: Scalars['String']['output'];
  /** The low end's label, e.g. 'fällt klein aus'. */
  lowLabel: Scalars['String']['output'];
  /** The average as a percentage of the scale. */
  percentage: Scalars['Float']['output'];
  /** Steps of the scale (5): 1 is the low end, valueRange the high end. */
  valueRange: Scalars['Int']['output'];
};

/** A detail rating sent with a review. */
export type AttributeRatingInput = {
  /** One of the product type's properties (ReviewStatistics lists them as attributeKey; reviewForm names all). */
  attributeKey: Scalars['String']['input'];
  /** 1–5. */
  value: Scalars['Int']['input'];
};

/** A successful login or registration. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  customer: Customer;
  /**
   * The login token. Browsers get it only as the HttpOnly authentication cookie (null here); clients
   * without an Origin header (the native app) get it here and send it as Authorization: Bearer.
   */
  token: Maybe<Scalars['String']['output']>;
};

/** Availability of a variant. */
export type Availability = {
  __typename?: 'Availability';
  /** Icon colour. */
  color: Maybe<AvailabilityColor>;
  /** Variant id and promotion. */
  id: Scalars['ID']['output'];
  /** Delivered later (subsequent delivery). */
  isSubsequentDelivery: Scalars['Boolean']['output'];
  /** Deliverability key (spec S4.2), e.g. available, directShipping, endOfMarch. */
  key: Scalars['String']['output'];
  /** Pieces in stock. */
  quantity: Scalars['Int']['output'];
  /** State. */
  state: AvailabilityState;
  /** Tracking value: Available, Delayed or Outsold. */
  value: Scalars['String']['output'];
};

/** Traffic-light colour of the availability icon. */
export type AvailabilityColor =
  /** State available (check icon). */
  | 'green'
  /** State outsold or outOfStock (cross icon). */
  | 'red'
  /** State delayed (clock icon). */
  | 'yellow';

/** Availability state of a variant (spec S4.1). */
export type AvailabilityState =
  /** In stock, orderable now (green check; tracking value Available). */
  | 'available'
  /** Orderable, delivered later, e.g. key directShipping or endOfMarch (yellow clock; tracking value Delayed). */
  | 'delayed'
  /** Already out of stock ('Bereits ausverkauft'): cannot be ordered (red cross; tracking value Outsold). */
  | 'outOfStock'
  /** Sold out ('Ausverkauft'): cannot be ordered (red cross; tracking value Outsold). */
  | 'outsold';

/** A SEPA credit transfer to pay what is open (the QR-code bank-payment modal). */
export type BankTransfer = {
  __typename?: 'BankTransfer';
  /** Cents. */
  amount: Scalars['Int']['output'];
  bic: Scalars['String']['output'];
  /** The EPC QR code's text (EPC069-12, version 002). */
  epcPayload: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  payee: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
};

/** The caller's basket (spec S3.8). Every change answers the whole basket, which replaces the old one. */
export type Basket = {
  __typename?: 'Basket';
  /** The disposal service: booked pieces and how many the basket allows. */
  disposalService: DisposalService;
  /** Pieces in the basket. */
  itemCount: Scalars['Int']['output'];
  /** The lines in the order they were added. */
  items: Array<BasketItem>;
  /** Infos for the shopper, e.g. DISPOSAL_SERVICE_REMOVED, with their German text. */
  messages: Array<BasketMessage>;
  /** The total lines and the total. */
  totals: BasketTotals;
};

/** A size of an article in the basket (spec S3.8 basket item). */
export type BasketItem = {
  __typename?: 'BasketItem';
  /** Availability of the size now. */
  availability: Availability;
  /** The product's badge flag. */
  badge: ProductFlag;
  /** The product's main category. */
  category: BasketItemCategory;
  /** Colour label. */
  color: Scalars['String']['output'];
  /** The article (colour and promotion). */
  dimension: Dimension;
  /** Article number of the line: product id and promotion. */
  displayNumber: Scalars['String']['output'];
  /** Delivered by a forwarding agent (freight). */
  forwardingAgent: Scalars['Boolean']['output'];
  /** Line id; pass it as itemKey to change or remove the line. */
  id: Scalars['ID']['output'];
  /** The product's first image. */
  image: Maybe<Image>;
  /** A free gift. */
  isFreeGift: Scalars['Boolean']['output'];
  /** Key of the style. */
  masterKey: Scalars['String']['output'];
  /** The most pieces this line can hold (quantity limit or stock, whichever is lower). */
  maxQuantity: Scalars['Int']['output'];
  /** Goods group key. */
  mkz: Scalars['String']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Line price. */
  price: BasketItemPrice;
  /** The product (colour) id. */
  productId: Scalars['ID']['output'];
  /** Pieces. */
  quantity: Scalars['Int']['output'];
  /** Size label. */
  size: Scalars['String']['output'];
  /** Style type, e.g. fashion. */
  styleType: Scalars['String']['output'];
  /** The size's id (Variant.id). */
  variantId: Scalars['ID']['output'];
};

/** Category of a basket item. */
export type BasketItemCategory = {
  __typename?: 'BasketItemCategory';
  /** Category name. */
  name: Scalars['String']['output'];
};

/** Price of a basket line in cents (spec S3.8). */
export type BasketItemPrice = {
  __typename?: 'BasketItemPrice';
  /** Currency, EUR. */
  currency: Scalars['String']['output'];
  /** The reduction in the price: sale, voucher, or null. */
  reductionType: Maybe<Scalars['String']['output']>;
  /** Sale reduction on this line, or null. */
  sale: Maybe<BasketSaleReduction>;
  /** Voucher reduction on this line; vouchers are redeemed at checkout, so null in the basket. */
  voucher: Maybe<BasketVoucherReduction>;
  /** Line price after a voucher: unit price × quantity. */
  withTax: Scalars['Int']['output'];
  /** Line price before a voucher. */
  withTaxWithoutVoucher: Scalars['Int']['output'];
};

/** An info about the basket. */
export type BasketMessage = {
  __typename?: 'BasketMessage';
  /** E.g. DISPOSAL_SERVICE_REMOVED (spec S8.1). */
  code: Scalars['String']['output'];
  /** German text. */
  text: Scalars['String']['output'];
};

/** The sale reduction of a line. */
export type BasketSaleReduction = {
  __typename?: 'BasketSaleReduction';
  /** Amount saved on the line, cents. */
  absoluteWithTax: Scalars['Int']['output'];
  /** Percentage saved against the strike-out price. */
  value: Scalars['Int']['output'];
};

/** One total line. */
export type BasketTotalLine = {
  __typename?: 'BasketTotalLine';
  /** Amount in cents; the voucher is negative. */
  amount: Scalars['Int']['output'];
  /** items, voucher, shipping, freight, cashOnDelivery, expressDelivery, instalmentSurcharge or paymentPauseSurcharge. */
  kind: Scalars['String']['output'];
  /** German label, e.g. 'Summe Artikel', 'Versandkosten'. */
  label: Scalars['String']['output'];
};

/** The basket's total lines (spec S3.8). */
export type BasketTotals = {
  __typename?: 'BasketTotals';
  /** Currency, EUR. */
  currency: Scalars['String']['output'];
  /** Lines that apply, in the spec's order: items sum and shipping always. */
  lines: Array<BasketTotalLine>;
  /** What sale reductions save against strike-out prices, cents. */
  savings: Scalars['Int']['output'];
  /** Amount to pay, cents. */
  total: Scalars['Int']['output'];
};

/** A voucher's share of a line. */
export type BasketVoucherReduction = {
  __typename?: 'BasketVoucherReduction';
  /** Amount taken off the line, cents. */
  absoluteWithTax: Scalars['Int']['output'];
  /** Voucher code. */
  code: Scalars['String']['output'];
  /** Percentage taken off. */
  value: Scalars['Int']['output'];
};

/** Book the disposal service (24,99 € per piece) for old mattresses and slatted frames. */
export type BookDisposalServiceInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Pieces to take away; 0 cancels. At most the pieces of mattresses and slatted frames in the basket. */
  pieces: Scalars['Int']['input'];
};

/** An on/off filter, e.g. sale. */
export type BooleanFilterChoice = {
  __typename?: 'BooleanFilterChoice';
  /** Filter name, e.g. 'sale'. */
  name: Scalars['String']['output'];
  /** Products shown when switched on. */
  productCount: Scalars['Int']['output'];
};

/** A product brand. */
export type Brand = {
  __typename?: 'Brand';
  /** Brand id. */
  id: Scalars['ID']['output'];
  /** Brand logo URL on the shop host; request with ?height=96&quality=80. */
  image: Maybe<Scalars['String']['output']>;
  /** Brand name. */
  name: Scalars['String']['output'];
};

/** One step of a breadcrumb. */
export type BreadcrumbItem = {
  __typename?: 'BreadcrumbItem';
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Category display name (its title when set). */
  name: Scalars['String']['output'];
  /** Category path. */
  path: Scalars['String']['output'];
};

/** An order of free printed catalogues. */
export type CatalogueOrderInput = {
  /** Where the catalogues go; the address rules of customer-and-content S5 apply, salutation included. */
  address: AddressInput;
  /** At least one of fashion, home, lingerie. */
  catalogues: Array<Scalars['String']['input']>;
  /** Optional; gets a confirmation. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** A category of the static tree. */
export type Category = {
  __typename?: 'Category';
  /** The active filters described with their German names. */
  activeFilterList: Array<ActiveFilter>;
  /** Visible child categories. */
  children: Array<Category>;
  /** Filters of the category with their choices and product counts. */
  filters: Array<Filter>;
  /** Icon image URL (top level only). */
  icon: Maybe<Scalars['String']['output']>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Groups its children under a title on the listing page. */
  isContentTitle: Scalars['Boolean']['output'];
  /** Left out of the navigation. */
  isHidden: Scalars['Boolean']['output'];
  /** German name. */
  name: Scalars['String']['output'];
  /** Path, itself a listing route. */
  path: Scalars['String']['output'];
  /** A page of the category's products. */
  productListing: ProductListing;
  /** Products of the category, one tile per style (lead colour), in the given order. */
  products: Array<Product>;
  /** Shown as a visual category tile. */
  showAsVisualCategory: Scalars['Boolean']['output'];
  /** Display title that overrides the name in breadcrumbs and tracking. */
  title: Maybe<Scalars['String']['output']>;
  /** The visual filter carousel as the listing shows it, or null when none shows (a choice without image, or a configured order that does not name exactly the choices). */
  visualFilter: Maybe<VisualFilter>;
  /** Ids of the filters the shop's editors configured as the category's visual filter carousel. */
  visualFilterIds: Array<Scalars['ID']['output']>;
};


/** A category of the static tree. */
export type CategoryActiveFilterListArgs = {
  input: ActiveFilterListInput;
};


/** A category of the static tree. */
export type CategoryFiltersArgs = {
  input: FilterInput;
};


/** A category of the static tree. */
export type CategoryProductListingArgs = {
  input: ProductListingInput;
};


/** A category of the static tree. */
export type CategoryProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** A category of the static tree. */
export type CategoryVisualFilterArgs = {
  locale: Scalars['String']['input'];
};

/** Which category to load: by id or by path. */
export type CategoryInput = {
  /** Category id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Category path, e.g. /mode/damen-kleider. */
  path?: InputMaybe<Scalars['String']['input']>;
};

/** Change a line of the caller's basket: colour, size and/or quantity (the change-item modal). */
export type ChangeBasketItemInput = {
  /** The line's id (BasketItem.id). */
  itemKey: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Another colour of the same style (its product id); the line keeps its colour when left out. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** The line's new number of pieces, 1–99. */
  quantity: Scalars['Int']['input'];
  /** Another size (of the chosen colour); the line keeps its size when left out. Needed with productId. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The caller's checkout in progress (spec S2.10). The calls are not shown in the spec; they follow S7. */
export type Checkout = {
  __typename?: 'Checkout';
  /** The basket being ordered. */
  basket: Basket;
  /** Billing address; null until entered. */
  billingAddress: Maybe<Address>;
  /** Delivery address; null means the billing address. */
  deliveryAddress: Maybe<Address>;
  /** standard or express (Ruck-Zuck-Lieferung); express falls back to standard when the basket cannot have it. */
  deliveryMethod: Scalars['String']['output'];
  /** Delivery choices with their price for this basket. */
  deliveryOptions: Array<CheckoutOption>;
  /** Contact e-mail for the order. */
  email: Maybe<Scalars['String']['output']>;
  /** Whether the goods reach the minimum order value (BASKET_MIN_ORDER_VALUE otherwise). */
  minOrderValueReached: Scalars['Boolean']['output'];
  /** Steps still to complete before placeOrder: addresses, payment. Empty when the order can be placed. */
  missing: Array<Scalars['String']['output']>;
  /** invoice, instalments, paymentPause, cashOnDelivery or prepayment; null until chosen. */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** Payment choices with their surcharge for this basket. */
  paymentOptions: Array<CheckoutOption>;
  /** Total lines with the chosen delivery, payment and voucher. */
  totals: BasketTotals;
  /** The redeemed voucher, when it applies. */
  voucher: Maybe<CheckoutVoucher>;
  /** Why the entered voucher does not apply now (a checkoutErrors code and text), or null. */
  voucherProblem: Maybe<BasketMessage>;
};

/** A delivery or payment choice. */
export type CheckoutOption = {
  __typename?: 'CheckoutOption';
  /** Whether this basket can have it. */
  available: Scalars['Boolean']['output'];
  /** German description. */
  description: Scalars['String']['output'];
  /** German label, e.g. 'Kauf auf Rechnung'. */
  label: Scalars['String']['output'];
  /** The method's key. */
  method: Scalars['String']['output'];
  /** What it adds to the total for this basket, cents (0: nothing). */
  price: Scalars['Int']['output'];
};

/** A redeemed voucher. */
export type CheckoutVoucher = {
  __typename?: 'CheckoutVoucher';
  /** Amount taken off the items sum, cents. */
  amount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** The voucher's conditions, paragraphs of plain text; empty when the shop has no entry for the code. */
  conditions: Array<Scalars['String']['output']>;
  /** The voucher's title from the shop's content (CMS entry Voucher), or null when it has none. */
  title: Maybe<Scalars['String']['output']>;
};

/** The caller's client state. */
export type ClientStatus = {
  __typename?: 'ClientStatus';
  isLoggedIn: Scalars['Boolean']['output'];
};

/** A colour family of the searchColor filter. */
export type ColorFilterChoice = {
  __typename?: 'ColorFilterChoice';
  /** Chosen. */
  active: Scalars['Boolean']['output'];
  /** Swatch colour (CSS colour or gradient). */
  color: Scalars['String']['output'];
  /** Choice id, e.g. 'blau'. */
  id: Scalars['ID']['output'];
  /** German label, e.g. 'Blau'. */
  label: Scalars['String']['output'];
  /** Products this choice would show. */
  productCount: Scalars['Int']['output'];
};

/** A colour option of the style: id is that colour's product id. */
export type ColorOption = {
  __typename?: 'ColorOption';
  /** Colour value, e.g. #1f2a44. */
  code: Scalars['String']['output'];
  /** Product id of the colour. */
  id: Scalars['ID']['output'];
  /** True when no size of the colour can be ordered. */
  isSoldOut: Scalars['Boolean']['output'];
  /** German colour label. */
  label: Scalars['String']['output'];
};

/**
 * The cookie banner of the shop in its language: both layers' texts, the groups with their cookies,
 * the hash of these texts (what a consent record proves was shown) and the banner version derived
 * from it (a change of any text asks every visitor again).
 */
export type ConsentBanner = {
  __typename?: 'ConsentBanner';
  acceptAll: Scalars['String']['output'];
  close: Scalars['String']['output'];
  cookieHeaders: ConsentCookieHeaders;
  description: Scalars['String']['output'];
  groups: Array<ConsentGroupText>;
  intro: Scalars['String']['output'];
  label: Scalars['String']['output'];
  links: Array<ConsentLink>;
  noCookies: Scalars['String']['output'];
  rejectAll: Scalars['String']['output'];
  revision: Scalars['Int']['output'];
  revisionMessage: Scalars['String']['output'];
  save: Scalars['String']['output'];
  settings: Scalars['String']['output'];
  settingsTitle: Scalars['String']['output'];
  textHash: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** 'Ihre Cookie-ID': the settings layer shows the browser's cookie id after it. */
  visitorIdLabel: Scalars['String']['output'];
};

/** A cookie of a consent group, as the settings layer lists it. */
export type ConsentCookie = {
  __typename?: 'ConsentCookie';
  lifetime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
};

export type ConsentCookieHeaders = {
  __typename?: 'ConsentCookieHeaders';
  lifetime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  purpose: Scalars['String']['output'];
};

/** A consent group (customer-and-content S3): C0001 Necessary … C0005 SocialMedia. */
export type ConsentGroupText = {
  __typename?: 'ConsentGroupText';
  cookies: Array<ConsentCookie>;
  description: Scalars['String']['output'];
  /** C0001 … C0005. */
  id: Scalars['String']['output'];
  /** The necessary group: always granted, not switchable. */
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type ConsentLink = {
  __typename?: 'ConsentLink';
  /** A path of the shop. */
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** A recorded consent choice. */
export type ConsentRecord = {
  __typename?: 'ConsentRecord';
  /** optIn (all groups), optOut (only the necessary group) or selection. */
  action: Scalars['String']['output'];
  bannerVersion: Scalars['Int']['output'];
  groups: Array<Scalars['String']['output']>;
  /** ISO 8601. */
  recordedAt: Scalars['String']['output'];
  visitorId: Scalars['ID']['output'];
};

export type ConsentRecordInput = {
  /** The accepted groups; C0001 is always added. */
  groups: Array<Scalars['String']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** ConsentBanner.textHash of the texts the visitor was shown. */
  textHash: Scalars['String']['input'];
  /** The browser's cookie id (21 characters), as the support page shows it. */
  visitorId: Scalars['ID']['input'];
};

/** The contact form (customer-and-content S3). */
export type ContactFormInput = {
  /** Optional, 6–8 digits. */
  customerNumber?: InputMaybe<Scalars['String']['input']>;
  /** Where customer service answers. */
  email: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Up to 2000 characters. */
  message: Scalars['String']['input'];
  /** One of the 20 contact reasons, e.g. order, return, invoiceAccountBalance. */
  reason: Scalars['String']['input'];
};

/** A parcel on its way (the overview's current deliveries). */
export type CurrentDelivery = {
  __typename?: 'CurrentDelivery';
  carrier: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  parcelIndex: Scalars['Int']['output'];
  parcelNumber: Scalars['String']['output'];
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A registered customer (customer-and-content S3); only ever the caller's own data. */
export type Customer = {
  __typename?: 'Customer';
  /** YYYY-MM-DD, when given. */
  birthDate: Maybe<Scalars['String']['output']>;
  /** 6–8 digits; a login identifier besides the e-mail address. */
  customerNumber: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** E-mail verification state (customer-and-content S4): notVerified, pending, withdrawn or verified. */
  emailVerificationState: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** f (Frau), m (Herr) or d (divers / keine Angabe). */
  salutation: Scalars['String']['output'];
};

/** An order of the logged-in customer with its parcels, returns and invoice. */
export type CustomerOrderDetail = {
  __typename?: 'CustomerOrderDetail';
  invoiceNumber: Maybe<Scalars['String']['output']>;
  /** open, overdue or paid. */
  invoiceStatus: Maybe<Scalars['String']['output']>;
  order: Order;
  parcels: Array<Parcel>;
  /** Null when the payment pause cannot be chosen (any more). */
  paymentPause: Maybe<PaymentPauseOffer>;
  returns: Array<ReturnItem>;
};

export type CustomerOrderInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The order number, 8 digits (OrderSummary.orderNumber); surrounding spaces are ignored. */
  orderNumber: Scalars['String']['input'];
};

/** The account's order list. */
export type CustomerOrderList = {
  __typename?: 'CustomerOrderList';
  /** The HISTORIC_ORDERS hint: the order history before 01.07 is not available. */
  historicOrdersHint: Scalars['String']['output'];
  orders: Array<OrderSummary>;
};

/** A colour under one promotion; identity is id + promotion. */
export type Dimension = {
  __typename?: 'Dimension';
  /** Article number: id + promotion. */
  displayNumber: Scalars['String']['output'];
  /** 6-digit dimension id (= product id). */
  id: Scalars['ID']['output'];
  /** True for the promotion shown by default. */
  isDefaultPromotion: Scalars['Boolean']['output'];
  /** Colour label. */
  label: Scalars['String']['output'];
  /** 3-digit promotion number. */
  promotion: Scalars['String']['output'];
  /** The sizes. */
  variants: Array<Variant>;
};

/** An article found by the number a shopper typed into the direct order form (spec S2.9). */
export type DirectOrderArticle = {
  __typename?: 'DirectOrderArticle';
  /** The article number (display number, 9 digits). */
  articleNumber: Scalars['String']['output'];
  /** Colour label. */
  color: Scalars['String']['output'];
  /** The product's first image. */
  image: Maybe<Image>;
  name: Scalars['String']['output'];
  /** The former article number the shopper typed, when the article is now listed under articleNumber (DISPLAY_NUMBER_CHANGED, spec S4.5); null otherwise. */
  oldDisplayNumber: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  promotion: Scalars['String']['output'];
  /** The sizes in size order. */
  sizes: Array<DirectOrderSize>;
};

/** A line of the direct order form. */
export type DirectOrderLineInput = {
  /** The article's product id, 6 digits (DirectOrderArticle.productId). */
  productId: Scalars['ID']['input'];
  /** The article's 3-digit promotion (DirectOrderArticle.promotion). */
  promotion: Scalars['String']['input'];
  /** Pieces, 1–99. */
  quantity: Scalars['Int']['input'];
  /** The chosen size; leave it out when none was chosen (DOF_VARIANT_NOT_SELECTED). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A size of a direct-order article. */
export type DirectOrderSize = {
  __typename?: 'DirectOrderSize';
  label: Scalars['String']['output'];
  /** Whether it can be ordered now (not sold out). */
  orderable: Scalars['Boolean']['output'];
  /** Price with tax, cents. */
  price: Scalars['Int']['output'];
  /** Pieces in stock. */
  stock: Scalars['Int']['output'];
  /** Variant.id. */
  variantId: Scalars['ID']['output'];
};

/** The disposal service of the basket. */
export type DisposalService = {
  __typename?: 'DisposalService';
  /** Most pieces bookable: the mattresses and slatted frames in the basket (0: not bookable). */
  maxPieces: Scalars['Int']['output'];
  /** Booked pieces. */
  pieces: Scalars['Int']['output'];
  /** Price per piece, cents. */
  pricePerPiece: Scalars['Int']['output'];
};

/** The answer to a verification request. */
export type EmailVerificationRequest = {
  __typename?: 'EmailVerificationRequest';
  customer: Customer;
  /** sendingSuccess, sendingFailed, withdrawn (mails cannot be delivered: call customer service) or verified. */
  outcome: Scalars['String']['output'];
};

/** A listing filter with its choices and their product counts. */
export type Filter = {
  __typename?: 'Filter';
  /** Whether the shopper has chosen something in this filter. */
  active: Scalars['Boolean']['output'];
  /** Choices; within a filter the counts ignore the filter's own choice, across filters they narrow. */
  choices: Array<FilterChoice>;
  /** Nested filters of the same shape (none in this shop). */
  filterList: Array<Filter>;
  /** Listing filter id, e.g. searchColor. */
  id: Scalars['ID']['output'];
  /** German label, e.g. 'Farbe'. */
  name: Scalars['String']['output'];
  /** Kind of choices. */
  type: FilterType;
};

/** A choice of a filter. */
export type FilterChoice = AttributeFilterChoice | BooleanFilterChoice | ColorFilterChoice | RangeFilterChoice;

/** Which filters to compute. */
export type FilterInput = {
  /** Active filters; the counts of the other choices follow from them. */
  filters?: InputMaybe<Array<FilterValueInput>>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Search term: filters of the search result within the category. */
  term?: InputMaybe<Scalars['String']['input']>;
};

/** The kind of choices a filter offers. */
export type FilterType =
  /** Values of an attribute, e.g. filterSize or mainMaterial (AttributeFilterChoice). */
  | 'attribute'
  /** On or off: the sale filter (BooleanFilterChoice). */
  | 'boolean'
  /** Colour families: the searchColor filter (ColorFilterChoice). */
  | 'color'
  /** A lower and an upper bound: the price filter (RangeFilterChoice). */
  | 'range';

/** A chosen filter: its id (a listing filter id of the spec, e.g. searchColor) and its choice ids. */
export type FilterValueInput = {
  /** Listing filter id, e.g. searchColor, filterSize, mainMaterial, price, sale. */
  id: Scalars['ID']['input'];
  /** Choice ids, e.g. ['blau', 'rot']; price takes one 'min-max' range in euros ('20-80', '20-', '-80'); sale takes 'true'. */
  values: Array<Scalars['String']['input']>;
};

/** A recommendation request (spec S3.7, S7.5). */
export type GkAirInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The outputs to answer, in this order. */
  outputConfig: Array<GkAirOutputConfigInput>;
  /**
   * Named parameters of the placements: productId (outfit, similar; a product id or a style's
   * master key), productIds (basketAlternatives, comma-separated), categoryId (categoryBottom,
   * searchRelated), searchterm (searchRelated).
   */
  parameters: Array<GkAirParameterInput>;
  /** The shop's recommendation service; the de-AT shop's is 'lindgard'. Other services answer nothing. */
  serviceId: Scalars['String']['input'];
  /**
   * The visitor's recommendation session: exactly 21 characters (cookie, 7 days). Another value is
   * replaced by a new session id, which the answer does not carry: the caller keeps its own.
   */
  sessionId: Scalars['ID']['input'];
  /**
   * Whether the visitor gave targeting consent (C0004). Only then does the service remember the
   * request (a product view) for this session and personalise from the session's history.
   */
  trackingConsent: Scalars['Boolean']['input'];
  /** The visitor's recommendation user id (cookie, 60 days), when known. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Recommendation metadata. */
export type GkAirMetadata = {
  __typename?: 'GkAirMetadata';
  category: Maybe<Scalars['String']['output']>;
  categoryName: Maybe<Scalars['String']['output']>;
  categoryPath: Maybe<Scalars['String']['output']>;
  outfitID: Maybe<Scalars['Int']['output']>;
  reason: Maybe<Scalars['String']['output']>;
  trackingToken: Maybe<Scalars['String']['output']>;
};

/** One output of a recommendation answer (spec S7.5). */
export type GkAirOutput = {
  __typename?: 'GkAirOutput';
  /** The output asked for. */
  outputId: Scalars['String']['output'];
  /** The recommended products, best first; sold-out products and the products asked about are left out. */
  products: Array<GkAirProduct>;
  /** The title the service gives this output in the shop's language. */
  title: Maybe<Scalars['String']['output']>;
};

/** One output the caller wants (spec S3.7). */
export type GkAirOutputConfigInput = {
  /** MODEL (default) or PRODUCT: which image a product shows first. */
  imageType?: InputMaybe<Scalars['String']['input']>;
  /** The placement: outfit, similar, lastSeen, wishlist, searchRelated, categoryBottom, basketAlternatives or selection (the products named by productIds, in their order). */
  outputId: Scalars['String']['input'];
};

/** A named parameter of a recommendation request (spec S3.7), e.g. productId, categoryId, searchterm. */
export type GkAirParameterInput = {
  /** Parameter name; every parameter needs one. */
  name: Scalars['String']['input'];
  /** Parameter value; a list of ids is comma-separated. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A recommended product with the service's metadata (spec S3.7). */
export type GkAirProduct = {
  __typename?: 'GkAirProduct';
  /** Id of the product's category. */
  category: Maybe<Scalars['String']['output']>;
  /** Name of the product's category. */
  categoryName: Maybe<Scalars['String']['output']>;
  /** Path of the product's category. */
  categoryPath: Maybe<Scalars['String']['output']>;
  /** The outfit both products belong to (outfit output), else null. */
  outfitID: Maybe<Scalars['Int']['output']>;
  /** The product: the style's first orderable colour. */
  product: Product;
  /** Why it is recommended: outfit, similar, coViewed, coBought, lastSeen, wishlist, searchRelated, topSeller, editorial. */
  reason: Maybe<Scalars['String']['output']>;
  /**
   * Where the recommendation came from, for click tracking:
   * service|outputElementID|group|campaign|campaignElement.
   */
  trackingToken: Maybe<Scalars['String']['output']>;
};

/** Whether a tracking call was stored. */
export type GkAirTrackingResult = {
  __typename?: 'GkAirTrackingResult';
  /** True when the event was stored; false without targeting consent (nothing is stored then). */
  success: Scalars['Boolean']['output'];
};

/** Warmth rating of jackets and coats: LEVEL_0 shows nothing, LEVEL_1–3 one to three snowflakes. */
export type HeatDegree =
  /** No warmth rating shown. */
  | 'LEVEL_0'
  /** Medium ('Mittel'): one snowflake. */
  | 'LEVEL_1'
  /** Warm ('Warm'): two snowflakes. */
  | 'LEVEL_2'
  /** Extra warm ('Extra warm'): three snowflakes. */
  | 'LEVEL_3';

/** A product image. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text. */
  alt: Scalars['String']['output'];
  /** Image key on the shop's image endpoint (/image/{hash}); a hash starting with http is used as given. */
  hash: Scalars['String']['output'];
  /** Image type: model, detail or ambiente. */
  type: Scalars['String']['output'];
};

/** Which images to return. */
export type ImagesInput = {
  /** How many images to return at most. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Return only images of exactly imageType. */
  exactImageType?: InputMaybe<Scalars['Boolean']['input']>;
  /** Preferred image type, e.g. model, detail, ambiente. */
  imageType?: InputMaybe<Scalars['String']['input']>;
};

/** An instalment of an invoice (a plain invoice has one). */
export type Instalment = {
  __typename?: 'Instalment';
  /** Cents. */
  amount: Scalars['Int']['output'];
  /** YYYY-MM-DD. */
  dueOn: Scalars['String']['output'];
  /** YYYY-MM-DD, null while unpaid. */
  paidOn: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** open ('offen'), overdue ('überfällig') or paid ('bezahlt'). */
  status: Scalars['String']['output'];
};

/** An invoice with its instalments and the transfer of what is open. */
export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Int']['output'];
  /** Null when nothing is open. */
  bankTransfer: Maybe<BankTransfer>;
  instalments: Array<Instalment>;
  invoiceNumber: Scalars['String']['output'];
  issuedOn: Scalars['String']['output'];
  nextDueOn: Maybe<Scalars['String']['output']>;
  open: Scalars['Int']['output'];
  orderNumber: Maybe<Scalars['String']['output']>;
  paidWith: Scalars['String']['output'];
  /** Path of the PDF (same origin, needs the login). */
  pdfUrl: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type InvoiceInput = {
  /** The invoice number, 9 digits (InvoiceSummary.invoiceNumber); surrounding spaces are ignored. */
  invoiceNumber: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** The invoice list of a period. */
export type InvoiceList = {
  __typename?: 'InvoiceList';
  /** Whether invoices older than 12 months exist (not listed here). */
  hasOlder: Scalars['Boolean']['output'];
  invoices: Array<InvoiceSummary>;
};

/** An invoice in the list. */
export type InvoiceSummary = {
  __typename?: 'InvoiceSummary';
  /** Cents. */
  amount: Scalars['Int']['output'];
  instalmentCount: Scalars['Int']['output'];
  invoiceNumber: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  issuedOn: Scalars['String']['output'];
  nextDueOn: Maybe<Scalars['String']['output']>;
  /** What is still open, cents. */
  open: Scalars['Int']['output'];
  orderNumber: Maybe<Scalars['String']['output']>;
  /** invoice, instalments, paymentPause, cashOnDelivery, prepayment or creditCard. */
  paidWith: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type InvoicesInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** 3, 6 or 12. */
  months: Scalars['Int']['input'];
};

export type LinkLoyaltyNumberInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The programme number: 10 digits, the last a check digit; spaces and dashes are ignored. */
  number: Scalars['String']['input'];
  /** false: a number linked already stays and the answer is ALREADY_ACTIVE (links carrying a number use this). */
  replace?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Login by customer number (6–8 digits) or e-mail address. */
export type LoginInput = {
  /** Customer number (6–8 digits) or e-mail address (case is ignored); other digit strings give CUSTOMER_NUMBER_INVALID. */
  identifier: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** The answer to linking a loyalty-programme number. */
export type LoyaltyLink = {
  __typename?: 'LoyaltyLink';
  /** The linked number, only its last four digits shown. */
  maskedNumber: Scalars['String']['output'];
  /** The hint to show the shopper, in the shop's language. */
  message: Scalars['String']['output'];
  /** LINKED, or ALREADY_ACTIVE when this number was linked to the session already (SCRID_SESSION_ACTIVE). */
  status: Scalars['String']['output'];
};

/** The shop's loyalty programme (bonus points) and the number linked to the caller's session. */
export type LoyaltyStatus = {
  __typename?: 'LoyaltyStatus';
  /** The linked number, only its last four digits shown ('•••• 9875'); null when none is linked. */
  maskedNumber: Maybe<Scalars['String']['output']>;
  /** Whether the shop has a loyalty programme; the other fields are null without one. */
  offered: Scalars['Boolean']['output'];
  /** Points each whole unit of the shop's currency earns. */
  pointsPerUnit: Maybe<Scalars['Int']['output']>;
  /** The programme's name, e.g. Lindgard Club. */
  programme: Maybe<Scalars['String']['output']>;
};

/** A modal of the shop's content (customer-and-content S3 Modal), as opened by its id. */
export type Modal = {
  __typename?: 'Modal';
  /** A coupon the modal offers, or null. */
  coupon: Maybe<ModalCoupon>;
  headline: Scalars['String']['output'];
  /** The modal's id (what a URL hash or a modal link names), e.g. winter-sale. */
  id: Scalars['ID']['output'];
  /** The primary button, or null when the modal has none. */
  primaryButtonLink: Maybe<ModalButtonLink>;
  /** The body. */
  richtext: ModalRichText;
};

/** The primary button of a modal. */
export type ModalButtonLink = {
  __typename?: 'ModalButtonLink';
  label: Scalars['String']['output'];
  /** A path in the shop or a full https:// address. */
  target: Scalars['String']['output'];
};

/** A coupon of a modal. */
export type ModalCoupon = {
  __typename?: 'ModalCoupon';
  code: Scalars['String']['output'];
  /** Hint shown after copying, e.g. that codes are redeemed at payment; empty when none. */
  hint: Scalars['String']['output'];
};

/** A modal's rich text. */
export type ModalRichText = {
  __typename?: 'ModalRichText';
  /** The body as the editor's rich-text document (Lexical JSON). Embedded blocks keep their fields; documents they name (linked pages, modals, images) are references: id, slug or modalId, and for images alt, width, height and mimeType (the image is /image/cms-{id}). */
  json: Scalars['String']['output'];
};

/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** activated (the 10 % code is mailed the first time), alreadyConfirmed or invalid. */
  activateNewsletter: Scalars['String']['output'];
  /**
   * Adds all lines to the caller's basket at once, or none. Expected failures (spec S8.2, S8.1):
   * DOF_VARIANT_NOT_SELECTED, DOF_SOLD_OUT, DOF_QUANTITY_MORE_THAN_STOCK, DOF_INVALID_ARTICLE_NUMBER,
   * DOF_FAILED_TO_ADD_TO_BASKET, and the add-to-basket codes (quantity limits, free gifts, basket size).
   */
  addDirectOrderToBasket: Basket;
  /**
   * Adds pieces of a size; answers the whole basket. Starts a shopper session when the caller has none.
   * Expected failures (extensions.code, spec S8.1): ATB_NO_VARIANT_SELECTED, ATB_VARIANT_OUTSOLD,
   * ATB_GIFT_ALREADY_IN_BASKET, MORE_THAN_ONE_FREE_GIFT, BASKET_MIN_ORDER_VALUE_FREE_GIFT,
   * ATB_QUANTITY_LIMIT_EXCEEDED, QUANTITY_LIMIT_EXCEEDED, BASKET_QUANTITY_MORE_THAN_STOCK,
   * BASKET_MAX_ITEMS, ATB_GENERAL (unknown product or size).
   */
  addToBasket: Basket;
  /**
   * Saves a product on the caller's wishlist and answers the item; saving a product that is already
   * there moves it to the top. Starts a shopper session (cookie) when the caller has none.
   * Fails with WISHLIST_FAILED_TO_ADD_ITEM for an unknown product or a full list (500 items).
   */
  addWishlistItem: WishlistItem;
  /** Books or cancels the disposal service; DISPOSAL_SERVICE_NOT_AVAILABLE beyond what the basket allows. */
  bookDisposalService: Basket;
  /** Changes quantity and/or size of a line; fails like addToBasket, or with BASKET_CHANGE_ITEM_FAILED. */
  changeBasketItem: Basket;
  /** Chooses the payment pause for an order's invoice. PAYMENT_PAUSE_NOT_AVAILABLE when it cannot (any more). */
  choosePaymentPause: CustomerOrderDetail;
  /**
   * Records a consent choice as proof (shop, cookie id, groups, banner version, text hash, time) and
   * answers it. CONSENT_TEXT_CHANGED when the texts shown are no longer the shop's (the banner asks
   * again); TOO_MANY_REQUESTS past the per-client limit.
   */
  consentRecord: ConsentRecord;
  /**
   * Links a loyalty-programme number to the caller's session; orders placed afterwards carry it.
   * LOYALTY_NUMBER_INVALID for a malformed number, LOYALTY_NOT_OFFERED in a shop without a programme,
   * TOO_MANY_REQUESTS past the per-client limit, FORBIDDEN for crawlers.
   */
  linkLoyaltyNumber: LoyaltyLink;
  /**
   * Logs in with a new token; the anonymous session's wishlist and basket move to the customer.
   * LOGIN_FAILED, LOGIN_THROTTLED (values: minutes), CUSTOMER_NUMBER_INVALID.
   */
  login: AuthPayload;
  /** Ends the caller's login (cookie or Bearer token). Always true. */
  logout: Scalars['Boolean']['output'];
  /** success, exists (already objected) or nonExistentProvider. */
  optOut: Scalars['String']['output'];
  /** Orders catalogues. FORM_INPUT_INVALID (extensions.fieldErrors; NO_CATALOG_SELECTED for catalogues). */
  orderCatalogue: Scalars['Boolean']['output'];
  /**
   * Places the order in one transaction: prices, stock and voucher checked again, sizes locked, stock
   * taken, order written, basket emptied. Expected failures: BASKET_EMPTY, CHECKOUT_INCOMPLETE,
   * BASKET_MIN_ORDER_VALUE, BASKET_MIN_ORDER_VALUE_FREE_GIFT, ATB_VARIANT_OUTSOLD (values: displayNumber,
   * name, size), BASKET_QUANTITY_MORE_THAN_STOCK, the voucher codes, ORDER_TOTAL_CHANGED.
   */
  placeOrder: Order;
  /**
   * Redeems a voucher (one per order). Fails with VOUCHER_UNKNOWN, VOUCHER_NOT_YET_VALID,
   * VOUCHER_EXPIRED, VOUCHER_USED_UP, VOUCHER_MIN_ORDER_VALUE or BASKET_EMPTY.
   */
  redeemVoucher: Checkout;
  /**
   * Registers and logs in. ACCOUNT_INPUT_INVALID (extensions.fieldErrors: field, message),
   * EMAIL_ALREADY_REGISTERED.
   */
  register: AuthPayload;
  /** Removes a line; BASKET_CHANGE_ITEM_FAILED when it is not a line of the caller's basket. */
  removeBasketItem: Basket;
  /** Takes the voucher off the checkout. */
  removeVoucher: Checkout;
  /**
   * Removes an item of the caller's wishlist and answers its id. Fails with
   * WISHLIST_FAILED_TO_REMOVE_ITEM when the item is not on the caller's list.
   */
  removeWishlistItem: RemovedWishlistItem;
  /** Irrevocably requests the account's deletion and logs out everywhere. ACCOUNT_DELETION_FAILED. */
  requestAccountDeletion: Scalars['Boolean']['output'];
  /** Mails the logged-in customer a verification link; UNAUTHENTICATED without a login. */
  requestEmailVerification: EmailVerificationRequest;
  /** Mails a single-use reset link (1 hour) when an account matches; always true, so it reveals no accounts. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets the new password and ends every login of the account. PASSWORD_RESET_INVALID, ACCOUNT_INPUT_INVALID. */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Helpful, not helpful or a report: once per shopper and review (a repeat changes nothing).
   * REVIEW_NOT_FOUND for a review that is not shown. Starts a shopper session when the caller has none.
   */
  reviewFeedback: ReviewFeedbackResult;
  /**
   * Writes the logged-in customer's review of a product (UNAUTHENTICATED otherwise). Fails with
   * RATING_ALREADY_SUBMITTED for a second review of the same product, RATING_NOT_AVAILABLE for a
   * product that cannot be rated, REVIEW_INPUT_INVALID with extensions.fieldErrors, TOO_MANY_REQUESTS.
   */
  reviewSubmit: ReviewSubmitResult;
  /**
   * Stores e-mail and addresses. CHECKOUT_ADDRESS_INVALID lists each field's German message in
   * extensions.fieldErrors [{address: contact|billing|delivery, field, message}].
   */
  setCheckoutAddresses: Checkout;
  /** Chooses the delivery method; CHECKOUT_DELIVERY_NOT_AVAILABLE for express with freight items. */
  setCheckoutDelivery: Checkout;
  /** Chooses the payment method; CHECKOUT_PAYMENT_NOT_AVAILABLE for cash on delivery with freight items. */
  setCheckoutPayment: Checkout;
  /** Stores and mails a contact message. FORM_INPUT_INVALID (extensions.fieldErrors), FORM_SUBMIT_FAILED. */
  submitContactForm: Scalars['Boolean']['output'];
  /** Stores the NPS answer for an order of the caller; ORDER_NOT_FOUND, ORDER_SURVEY_ALREADY_ANSWERED. */
  submitOrderSurvey: OrderSurveyResult;
  /** Subscribes with double opt-in. FORM_INPUT_INVALID, NEWSLETTER_SUBSCRIBE_FAILED. */
  subscribeNewsletter: Scalars['Boolean']['output'];
  /** Tracks a product saved on the wishlist (only with trackingConsent). */
  trackAddToWishlistGkAir: GkAirTrackingResult;
  /** Tracks a click on a recommended category (only with trackingConsent). */
  trackCategoryClickGkAir: GkAirTrackingResult;
  /** Tracks a category view for the session (only with trackingConsent). */
  trackCategoryViewGkAir: GkAirTrackingResult;
  /** Tracks a click on a recommended product (only with trackingConsent). */
  trackClickGkAir: GkAirTrackingResult;
  /** Tracks a product removed from the wishlist (only with trackingConsent). */
  trackRemoveFromWishlistGkAir: GkAirTrackingResult;
  /** Unsubscribes the address; true also when it was not subscribed. */
  unsubscribeNewsletter: Scalars['Boolean']['output'];
  /** Updates the logged-in customer's newsletter data. NEWSLETTER_UPDATE_DATA_FAILED, FORM_INPUT_INVALID. */
  updateNewsletterData: NewsletterData;
  /** Outcome of a verification link: success, invalid (a new link was sent), pending (a newer link is on its way), noConsent (the account's deletion was requested) or error. */
  verifyEmail: Scalars['String']['output'];
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationActivateNewsletterArgs = {
  input: NewsletterActivateInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationAddDirectOrderToBasketArgs = {
  input: AddDirectOrderInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationAddToBasketArgs = {
  input: AddToBasketInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationAddWishlistItemArgs = {
  input: AddWishlistItemInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationBookDisposalServiceArgs = {
  input: BookDisposalServiceInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationChangeBasketItemArgs = {
  input: ChangeBasketItemInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationChoosePaymentPauseArgs = {
  input: CustomerOrderInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationConsentRecordArgs = {
  input: ConsentRecordInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationLinkLoyaltyNumberArgs = {
  input: LinkLoyaltyNumberInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationLogoutArgs = {
  locale: Scalars['String']['input'];
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationOptOutArgs = {
  input: OptOutInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationOrderCatalogueArgs = {
  input: CatalogueOrderInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRedeemVoucherArgs = {
  input: RedeemVoucherInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRemoveBasketItemArgs = {
  input: RemoveBasketItemInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRemoveVoucherArgs = {
  locale: Scalars['String']['input'];
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRemoveWishlistItemArgs = {
  input: RemoveWishlistItemInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRequestAccountDeletionArgs = {
  locale: Scalars['String']['input'];
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRequestEmailVerificationArgs = {
  locale: Scalars['String']['input'];
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationReviewFeedbackArgs = {
  input: ReviewFeedbackInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationReviewSubmitArgs = {
  input: ReviewSubmitInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSetCheckoutAddressesArgs = {
  input: SetCheckoutAddressesInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSetCheckoutDeliveryArgs = {
  input: SetCheckoutDeliveryInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSetCheckoutPaymentArgs = {
  input: SetCheckoutPaymentInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSubmitOrderSurveyArgs = {
  input: SubmitOrderSurveyInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSubscribeInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationTrackAddToWishlistGkAirArgs = {
  input: TrackWishlistGkAirInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationTrackCategoryClickGkAirArgs = {
  input: TrackCategoryClickGkAirInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationTrackCategoryViewGkAirArgs = {
  input: TrackCategoryViewGkAirInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationTrackClickGkAirArgs = {
  input: TrackClickGkAirInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationTrackRemoveFromWishlistGkAirArgs = {
  input: TrackWishlistGkAirInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationUnsubscribeNewsletterArgs = {
  input: NewsletterUnsubscribeInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationUpdateNewsletterDataArgs = {
  input: NewsletterDataInput;
};


/**
 * Changes. Expected failures carry extensions.code from the spec's error catalogue, e.g.
 * WISHLIST_FAILED_TO_ADD_ITEM.
 */
export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};

/** Opens the confirmation link of a subscription. */
export type NewsletterActivateInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The token of the confirmation link (/newsletter/activate?token=…), valid for 7 days. */
  token: Scalars['String']['input'];
};

/** The newsletter state of the caller: active (a recipient), pending, unsubscribed or inactive (none). */
export type NewsletterCachedStatus = {
  __typename?: 'NewsletterCachedStatus';
  status: Scalars['String']['output'];
};

/** A newsletter subscription's data. */
export type NewsletterData = {
  __typename?: 'NewsletterData';
  birthDate: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  salutation: Scalars['String']['output'];
  /** pending, active or unsubscribed. */
  status: Scalars['String']['output'];
};

/** The logged-in customer's newsletter data. */
export type NewsletterDataInput = {
  /** YYYY-MM-DD. */
  birthDate: Scalars['String']['input'];
  /** Optional, up to 40 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Optional, up to 40 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** f, m, d or empty. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

/** A newsletter subscription; the subscriber must be 18 or older. */
export type NewsletterSubscribeInput = {
  /** YYYY-MM-DD. */
  birthDate: Scalars['String']['input'];
  /** E-mail address to subscribe, at most 254 characters; it gets the confirmation link (double opt-in). */
  email: Scalars['String']['input'];
  /** Optional, up to 40 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Optional, up to 40 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** f, m, d or empty. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

export type NewsletterUnsubscribeInput = {
  /** E-mail address to unsubscribe; case and surrounding spaces are ignored, a malformed one gives FORM_INPUT_INVALID. */
  email: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** An unpaid instalment. */
export type OpenPayment = {
  __typename?: 'OpenPayment';
  amount: Scalars['Int']['output'];
  dueOn: Scalars['String']['output'];
  invoiceNumber: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** An objection to tracking by a provider, for this browser. */
export type OptOutInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** analytics, advertising or recommendations. */
  provider: Scalars['String']['input'];
  /** The browser's 21-character cookie id. */
  visitorId: Scalars['String']['input'];
};

/** A placed order (spec S3.8: the thanks page shows its number). */
export type Order = {
  __typename?: 'Order';
  billingAddress: Address;
  deliveryAddress: Address;
  deliveryMethod: Scalars['String']['output'];
  /** Contact e-mail. */
  email: Scalars['String']['output'];
  /** The ordered lines. */
  items: Array<OrderItem>;
  /** The order number, 8 digits. */
  orderNumber: Scalars['String']['output'];
  paymentMethod: Scalars['String']['output'];
  /** When it was placed, ISO 8601. */
  placedAt: Scalars['String']['output'];
  /** The total lines as charged. */
  totals: BasketTotals;
};

/** A line of an order, at the price it was ordered for. */
export type OrderItem = {
  __typename?: 'OrderItem';
  color: Scalars['String']['output'];
  displayNumber: Scalars['String']['output'];
  /** unitPrice × quantity, cents. */
  lineTotal: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  size: Scalars['String']['output'];
  /** Price of one piece, cents. */
  unitPrice: Scalars['Int']['output'];
};

/** An order in the account's list (customer-and-content S2: the last 12 months). */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  /** Pieces ordered. */
  itemCount: Scalars['Int']['output'];
  /** The ordered articles' names. */
  names: Array<Scalars['String']['output']>;
  orderNumber: Scalars['String']['output'];
  /** The order's parcels and their latest state. */
  parcels: Array<ParcelState>;
  paymentMethod: Scalars['String']['output'];
  /** ISO 8601. */
  placedAt: Scalars['String']['output'];
  /** Total, cents. */
  total: Scalars['Int']['output'];
};

/** A stored survey answer. */
export type OrderSurveyResult = {
  __typename?: 'OrderSurveyResult';
  orderNumber: Scalars['String']['output'];
  score: Scalars['Int']['output'];
};

/** Pagination of a listing. */
export type Pagination = {
  __typename?: 'Pagination';
  /** 1-based page. */
  activePage: Scalars['Int']['output'];
  /** Products on this page. */
  itemsOnPage: Scalars['Int']['output'];
  /** Products per page. */
  itemsPerPage: Scalars['Int']['output'];
  /** Number of pages. */
  pageCount: Scalars['Int']['output'];
  /** Products in the listing. */
  totalItemsCount: Scalars['Int']['output'];
};

/** A parcel of an order, with its tracking timeline. */
export type Parcel = {
  __typename?: 'Parcel';
  carrier: Scalars['String']['output'];
  events: Array<ParcelEvent>;
  /** The order line positions in this parcel. */
  linePositions: Array<Scalars['Int']['output']>;
  /** 1, 2, … within the order (the second segment of /customer/orders/{order}/{parcel}). */
  parcelIndex: Scalars['Int']['output'];
  parcelNumber: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** One step of a parcel's way. */
export type ParcelEvent = {
  __typename?: 'ParcelEvent';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  location: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A parcel's latest state: announced, inTransit, inDeliveryDepot, outForDelivery or delivered. */
export type ParcelState = {
  __typename?: 'ParcelState';
  parcelIndex: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

/** The pay-break option: pay 100 days after the invoice, for a fee. */
export type PaymentPauseOffer = {
  __typename?: 'PaymentPauseOffer';
  /** YYYY-MM-DD. */
  dueOn: Scalars['String']['output'];
  /** Fee, cents. */
  fee: Scalars['Int']['output'];
};

/** Place the caller's basket as an order. */
export type PlaceOrderInput = {
  /** The total the shopper saw, cents; ORDER_TOTAL_CHANGED when the total differs now. */
  expectedTotal?: InputMaybe<Scalars['Int']['input']>;
  /** A key the client makes once per order attempt (8–64 of A–Z, a–z, 0–9, '-'); a repeat answers the same order. */
  idempotencyKey: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** A product: one colour of a style, with its own page /p/{id}. */
export type Product = {
  __typename?: 'Product';
  /** The same product in the sister shops of the family (indexable shops only; this shop left out). */
  alternate: Array<AlternateProduct>;
  /** Product attributes with German values. */
  attributes: Array<Attribute>;
  /** The brand. */
  brand: Brand;
  /** Path from the top category to the product's category. */
  breadcrumb: Array<BreadcrumbItem>;
  /** Id of the style's lead colour: the canonical product page. */
  canonicalId: Scalars['ID']['output'];
  /** Catalogue the product was requested for, if any. */
  catalogId: Maybe<Scalars['String']['output']>;
  /** Ids of every category the product is listed in. */
  categoryIds: Array<Scalars['ID']['output']>;
  /** This product's colour label. */
  color: Scalars['String']['output'];
  /** The style's colours; includeSoldOut false leaves sold-out colours out (listing). */
  colors: Array<ColorOption>;
  /** The EU economic operator (product safety information). */
  companyOfOrigin: Maybe<Scalars['String']['output']>;
  /** Product description (plain text). */
  description: Scalars['String']['output'];
  /** This colour under its promotions, each with its sizes. */
  dimensions: Array<Dimension>;
  /** Article number: 6-digit id + 3-digit promotion of the default promotion. */
  displayNumber: Scalars['String']['output'];
  /** Show the disposal note (mattresses, slatted frames). */
  disposalNote: Scalars['Boolean']['output'];
  /** The disposal service can be booked with this product. */
  disposalServiceProduct: Scalars['Boolean']['output'];
  /** EU energy efficiency class (A–G) of electrical items. */
  energyEfficiencyClass: Maybe<Scalars['String']['output']>;
  /** Badge flag. */
  flag: ProductFlag;
  /** Recommendation metadata; set only on products delivered by the recommendation service. */
  gkAirMetadata: Maybe<GkAirMetadata>;
  /** Warmth rating of jackets and coats. */
  heatDegree: Maybe<HeatDegree>;
  /** 6-digit article number of this colour (= its dimension id). */
  id: Scalars['ID']['output'];
  /** Internal item id: dimension id and default promotion, joined by '-'. */
  iid: Scalars['ID']['output'];
  /** Product images of this colour. */
  images: Array<Image>;
  /** True for the shop's free gift. */
  isFreeGift: Scalars['Boolean']['output'];
  /** Brand and product noun, e.g. for the page title. */
  mainTitle: Scalars['String']['output'];
  /** Category names from the top, separated by '|'. */
  masterCategory: Scalars['String']['output'];
  /** Key of the style; all colours of a style share it. */
  masterKey: Scalars['String']['output'];
  /** Internal merchandise code. */
  mkz: Scalars['String']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Former article number, when it changed. */
  oldDisplayNumber: Maybe<Scalars['String']['output']>;
  /** True when no size of this colour can be ordered. */
  outsold: Scalars['Boolean']['output'];
  /** Price summary over the default promotion's sizes. */
  price: ProductPrice;
  /** Maximum pieces of this product per basket. */
  quantityLimit: Scalars['Int']['output'];
  /** Average rating out of 5, rounded to 1 decimal; 0 when not rated. */
  rating: Scalars['Float']['output'];
  /** Number of ratings. */
  ratingCount: Scalars['Int']['output'];
  /** Sales unit, e.g. 3er-Pack. */
  salesUnit: Maybe<Scalars['String']['output']>;
  /** single (one size) or sized. */
  styleType: Scalars['String']['output'];
  /** Dimension id used in tracking. */
  trackingDimensionId: Scalars['ID']['output'];
};


/** A product: one colour of a style, with its own page /p/{id}. */
export type ProductColorsArgs = {
  includeSoldOut?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A product: one colour of a style, with its own page /p/{id}. */
export type ProductImagesArgs = {
  input?: InputMaybe<ImagesInput>;
};

/** Which product to load. */
export type ProductByIdInput = {
  /** Catalogue the product is viewed from. */
  catalogId?: InputMaybe<Scalars['String']['input']>;
  /** Product id: the 6-digit article number of one colour. */
  id: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Where the request comes from, e.g. popupProduct. */
  referrer?: InputMaybe<Scalars['String']['input']>;
};

/** Product flag shown as a badge (spec S4.3). */
export type ProductFlag =
  /** Online only: badge 'Online'. */
  | 'exclusiveOnline'
  /** New: badge 'NEW'. */
  | 'new'
  /** No flag badge. */
  | 'none'
  /** Highlighted price: badge 'Mega price'. */
  | 'priceHighlighting'
  /** Reduced: badge '- {saving}%', 'bis zu - {saving}%' when savings differ between sizes, or 'Sale' without a saving. */
  | 'sale';

/** One page of a product listing. */
export type ProductListing = {
  __typename?: 'ProductListing';
  /** Totals. */
  meta: ProductListingMeta;
  /** Where the page lies. */
  pagination: Pagination;
  /** The products of the page: one per style, 1 image, sold-out colours left out. */
  products: Array<Product>;
};

/** Which page of products to load. */
export type ProductListingInput = {
  /** 1-based page of itemsPerPage products (the listing loads chunks of 36: page × 2 − 1 and page × 2). */
  activePage: Scalars['Int']['input'];
  /** Active filters. */
  filters?: InputMaybe<Array<FilterValueInput>>;
  /** Products per page, 1 to 72. */
  itemsPerPage: Scalars['Int']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** sortKey (top seller, default), dateDesc, priceAsc or priceDesc. */
  sort?: InputMaybe<Scalars['String']['input']>;
  /** Search term: the search result within the category. */
  term?: InputMaybe<Scalars['String']['input']>;
};

/** Listing totals. */
export type ProductListingMeta = {
  __typename?: 'ProductListingMeta';
  /** Products in the listing with the active filters. */
  totalItemsCount: Scalars['Int']['output'];
};

/** Product price summary (spec S3.3), in cents. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** ISO currency, EUR. */
  currency: Scalars['String']['output'];
  /** Highest price. */
  max: Scalars['Int']['output'];
  /** Lowest price. */
  min: Scalars['Int']['output'];
  /** Strike-out price; 0 when not reduced. */
  old: Scalars['Int']['output'];
  /** Prices differ between sizes ('ab'). */
  priceRange: Scalars['Boolean']['output'];
  /** Saving in whole percent; 0 when not reduced. */
  saving: Scalars['Int']['output'];
  /** Savings differ between sizes ('bis zu'). */
  savingRange: Scalars['Boolean']['output'];
  /** Price with tax (the lowest). */
  withTax: Scalars['Int']['output'];
};

/** Product sort: sortKey (top seller, default), dateDesc (new), priceAsc, priceDesc. */
export type ProductSort =
  /** Newest first. */
  | 'dateDesc'
  /** Lowest price first (a style's lowest orderable price); ties by top seller. */
  | 'priceAsc'
  /** Highest price first (a style's lowest orderable price); ties by top seller. */
  | 'priceDesc'
  /** Top sellers first (the default). */
  | 'sortKey';

/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type Query = {
  __typename?: 'Query';
  /** Account balance and open payments. */
  accountBalance: AccountBalance;
  /** The caller's basket (shopper session cookie); empty without a session. Personal: never cacheable. */
  basket: Basket;
  /** A category of the static tree by id or path, or null when there is none. */
  category: Maybe<Category>;
  /** The caller's checkout (shopper session cookie). Personal: never cacheable. */
  checkout: Checkout;
  /** Whether the caller is logged in. */
  client: ClientStatus;
  /** The shop's cookie banner. */
  consentBanner: ConsentBanner;
  /** The customer's parcels on their way. */
  currentDeliveries: Array<CurrentDelivery>;
  /** The logged-in customer; UNAUTHENTICATED without a valid login. */
  customer: Customer;
  /** One of the customer's orders; null for a number that is not theirs. */
  customerOrder: Maybe<CustomerOrderDetail>;
  /** The logged-in customer's orders of the last 12 months. UNAUTHENTICATED without a login. */
  customerOrders: CustomerOrderList;
  /** The customer's returned pieces. */
  customerReturns: Array<ReturnItem>;
  /** An article by a 6- or 9-digit article number; DOF_INVALID_ARTICLE_NUMBER ('Ungültige Artikelnummer') when none matches. */
  directOrderArticle: DirectOrderArticle;
  /**
   * Recommendations of the shop's own recommendation service (spec S7.5): one output per
   * outputConfig entry. A request for another service, or without outputs, answers an empty list;
   * an output the service cannot answer has no products. Personal (the session's history and
   * wishlist): never cacheable.
   */
  gkAir: Array<GkAirOutput>;
  /** One of the customer's invoices; null for a number that is not theirs. */
  invoice: Maybe<Invoice>;
  /** The customer's invoices of the last 3, 6 or 12 months. */
  invoices: InvoiceList;
  /** The loyalty programme and the number linked to the caller's session (personal: POST with the session). */
  loyaltyStatus: LoyaltyStatus;
  /**
   * A modal by id (customer-and-content S7 modal(id, locale, preview)): the published one, or null
   * for an unknown id. preview: true shows the latest draft and needs an editor's preview session
   * (FORBIDDEN otherwise); such answers are never cached.
   */
  modal: Maybe<Modal>;
  /** Newsletter state of the logged-in customer (inactive for visitors). Used for targeting. */
  newsletterCachedStatus: NewsletterCachedStatus;
  /** The logged-in customer's newsletter data; null without a subscription. UNAUTHENTICATED without a login. */
  newsletterData: Maybe<NewsletterData>;
  /** The product with this id (6-digit article number), or null when there is none. */
  productById: Maybe<Product>;
  /** A page of a product's published reviews, filtered by stars and sorted. NOT_FOUND for an unknown product. */
  reviewDisplay: ReviewPage;
  /** The properties of the review form for a product. NOT_FOUND for an unknown product. */
  reviewForm: Array<ReviewFormAttribute>;
  /** Statistics of a product's published reviews. NOT_FOUND for an unknown product. Cacheable by GET. */
  reviewStatistics: ReviewStatistics;
  /** Suggestions for what the shopper has typed (from 2 characters): products, categories, terms and brands. */
  searchSuggestions: SearchSuggestions;
  /** Shipping-cost flat rate of the logged-in customer (inactive for visitors). Used for targeting. */
  shippingCostsFlat: ShippingCostsFlat;
  /** A text snippet by key: shippingCost, cancellationRight. Not personal: cacheable by GET. */
  textSnippet: TextSnippet;
  /**
   * The caller's wishlist (shopper session cookie), the most recently saved item first; empty for a
   * caller without a session. Personal: never cacheable, also when sent by GET.
   */
  wishlist: Array<WishlistItem>;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryAccountBalanceArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryBasketArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCategoryArgs = {
  input: CategoryInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCheckoutArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryConsentBannerArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCurrentDeliveriesArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCustomerArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCustomerOrderArgs = {
  input: CustomerOrderInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCustomerOrdersArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryCustomerReturnsArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryDirectOrderArticleArgs = {
  articleNumber: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryGkAirArgs = {
  imagesInput?: InputMaybe<ImagesInput>;
  input: GkAirInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryInvoiceArgs = {
  input: InvoiceInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryInvoicesArgs = {
  input: InvoicesInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryLoyaltyStatusArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryModalArgs = {
  id: Scalars['ID']['input'];
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryNewsletterCachedStatusArgs = {
  input: UserStatusInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryNewsletterDataArgs = {
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryProductByIdArgs = {
  input: ProductByIdInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryReviewDisplayArgs = {
  input: ReviewDisplayInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryReviewFormArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryReviewStatisticsArgs = {
  locale: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QuerySearchSuggestionsArgs = {
  input: SearchSuggestionsInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryShippingCostsFlatArgs = {
  input: UserStatusInput;
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryTextSnippetArgs = {
  key: Scalars['String']['input'];
  locale: Scalars['String']['input'];
};


/**
 * The shop's API. Non-personalised operations can be sent by GET as persisted queries
 * (extensions.persistedQuery.sha256Hash) and are cacheable; personalised ones go by POST.
 * Expected failures carry extensions.code; unknown ids give null, never an error.
 */
export type QueryWishlistArgs = {
  locale: Scalars['String']['input'];
};

/** The price range filter; bounds in cents. */
export type RangeFilterChoice = {
  __typename?: 'RangeFilterChoice';
  /** Highest price among the products the other filters leave, cents. */
  max: Scalars['Int']['output'];
  /** Chosen upper bound, cents. */
  maxActive: Maybe<Scalars['Int']['output']>;
  /** Lowest price among the products the other filters leave, cents. */
  min: Scalars['Int']['output'];
  /** Chosen lower bound, cents. */
  minActive: Maybe<Scalars['Int']['output']>;
  /** Products within the chosen range (all when none is chosen). */
  productCount: Scalars['Int']['output'];
};

/** How many published reviews have this many stars. */
export type RatingCount = {
  __typename?: 'RatingCount';
  count: Scalars['Int']['output'];
  rating: Scalars['Int']['output'];
};

/** Redeem a voucher code. */
export type RedeemVoucherInput = {
  /** Voucher code: 3–30 of A–Z, 0–9 and '-'; case and surrounding spaces are ignored. */
  code: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** A reduction of a variant price. */
export type Reduction = {
  __typename?: 'Reduction';
  /** Kind of reduction, e.g. sale. */
  category: Scalars['String']['output'];
  /** Reduction relative to the old price, in percent. */
  relative: Scalars['Float']['output'];
  /** Amount of the reduction with tax, cents. */
  withTax: Scalars['Int']['output'];
};

/** Registration (customer-and-content S4 'register'). */
export type RegisterInput = {
  /** Optional, YYYY-MM-DD. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address, at most 254 characters, stored lower-cased; a login identifier. EMAIL_ALREADY_REGISTERED when an account of the shop has it. */
  email: Scalars['String']['input'];
  /** 2–40 characters: letters, spaces and - . / ' &. */
  firstName: Scalars['String']['input'];
  /** 2–40 characters: letters, digits, spaces and - . / ' &. */
  lastName: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** f, m or d. */
  salutation: Scalars['String']['input'];
};

/** Remove a line of the caller's basket. */
export type RemoveBasketItemInput = {
  /** The line's id (BasketItem.id). */
  itemKey: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** Remove an item from the caller's wishlist (spec S7.4). */
export type RemoveWishlistItemInput = {
  /** Whether the shopper allowed targeting (see AddWishlistItemInput). */
  isTargetingAllowed: Scalars['Boolean']['input'];
  /** The item's id (WishlistItem.id). */
  itemKey: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** The item a removal took off the wishlist. */
export type RemovedWishlistItem = {
  __typename?: 'RemovedWishlistItem';
  /** Id of the removed item. */
  id: Scalars['ID']['output'];
};

/** Asks for a password-reset mail. */
export type RequestPasswordResetInput = {
  /** E-mail address or customer number. */
  identifier: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** Sets a new password with the token of a reset link. */
export type ResetPasswordInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** The token of the reset link (/customer/password-reset?token=…); it works once, for 1 hour. */
  token: Scalars['String']['input'];
};

/** A returned piece and its status: registered, received or refunded. */
export type ReturnItem = {
  __typename?: 'ReturnItem';
  color: Scalars['String']['output'];
  linePosition: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  receivedAt: Maybe<Scalars['String']['output']>;
  /** Refund, cents. */
  refund: Scalars['Int']['output'];
  refundedAt: Maybe<Scalars['String']['output']>;
  registeredAt: Scalars['String']['output'];
  size: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A published review (spec S3.4 review display). */
export type Review = {
  __typename?: 'Review';
  attributeRatings: Array<AttributeRating>;
  /** ISO 8601 time of writing. */
  createdAt: Scalars['String']['output'];
  helpfulCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Whether the author recommends the product; null when not answered. */
  isrecommended: Maybe<Scalars['Boolean']['output']>;
  notHelpfulCount: Scalars['Int']['output'];
  /** Overall stars, 1–5. */
  rating: Scalars['Int']['output'];
  /** The comment; paragraphs separated by an empty line. */
  reviewtext: Scalars['String']['output'];
  title: Scalars['String']['output'];
  usernickname: Scalars['String']['output'];
  /** The author bought the product in this shop. */
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ReviewDisplayInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** 1-based; default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Reviews per page, 1–50; default 5. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Any colour of the product (6 digits). */
  productId: Scalars['ID']['input'];
  /** Only reviews with this many stars (1–5). */
  rating?: InputMaybe<Scalars['Int']['input']>;
  /** Default NEWEST. */
  sort?: InputMaybe<ReviewSort>;
};

export type ReviewFeedbackInput = {
  /** Helpful, not helpful or a report. */
  kind: ReviewFeedbackKind;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The review (Review.id). */
  reviewId: Scalars['ID']['input'];
};

/** Feedback on a review (spec S3.4). */
export type ReviewFeedbackKind =
  /** The review helped. */
  | 'HELPFUL'
  /** The review did not help. */
  | 'NOT_HELPFUL'
  /** Reports the review to the shop's moderators. */
  | 'REPORT';

/** The answer to feedback: the review's counts after it. */
export type ReviewFeedbackResult = {
  __typename?: 'ReviewFeedbackResult';
  /** REVIEW_REPORTED after a report, else null. */
  code: Maybe<Scalars['String']['output']>;
  helpfulCount: Scalars['Int']['output'];
  /** 'Vielen Dank, dass Sie diese Rezension gemeldet haben.' after a report, else null. */
  message: Maybe<Scalars['String']['output']>;
  notHelpfulCount: Scalars['Int']['output'];
  reviewId: Scalars['ID']['output'];
};

/** The properties a product is rated on, for the review form. */
export type ReviewFormAttribute = {
  __typename?: 'ReviewFormAttribute';
  attributeKey: Scalars['String']['output'];
  highLabel: Scalars['String']['output'];
  label: Scalars['String']['output'];
  lowLabel: Scalars['String']['output'];
  valueRange: Scalars['Int']['output'];
};

/** One page of reviews. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  /** The no-ratings text when the page is empty: 'Dieser Artikel wurde noch nicht bewertet.' or 'Es sind keine Bewertungen mit {rating} Sternen vorhanden.' with a star filter. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  reviews: Array<Review>;
  /** Published reviews matching the star filter. */
  totalCount: Scalars['Int']['output'];
};

/** Review sort options (spec S9). */
export type ReviewSort =
  /** Most helpful votes first. */
  | 'MOST_HELPFUL'
  /** Newest first (the default). */
  | 'NEWEST'
  /** Fewest stars first. */
  | 'RATING_ASC'
  /** Most stars first. */
  | 'RATING_DESC';

/** Statistics of a product's published reviews in the shop (spec S3.4); the same for every colour. */
export type ReviewStatistics = {
  __typename?: 'ReviewStatistics';
  /** The product type's properties that have ratings, in display order. */
  attributeRatingsAverage: Array<AttributeRatingAverage>;
  /** Average stars, 1 decimal; 0 without reviews. */
  averageRating: Scalars['Float']['output'];
  /** 5. */
  maxAmountOfStars: Scalars['Int']['output'];
  /** 'Dieser Artikel wurde noch nicht bewertet.' without reviews, else null. */
  noRatingsMessage: Maybe<Scalars['String']['output']>;
  /** The average as a percentage of the maximum stars. */
  overallRatingAverage: Scalars['Float']['output'];
  /** From 5 stars down to 1, zeros included. */
  ratingDistribution: Array<RatingCount>;
  /** Reviews whose author recommends the product. */
  recommendedCount: Scalars['Int']['output'];
  totalReviewCount: Scalars['Int']['output'];
};

/** Whether a written review is shown. */
export type ReviewStatus =
  /** Waiting for a moderator (links, contact data or blocked words in it). */
  | 'HELD'
  /** Shown and counted at once. */
  | 'PUBLISHED';

/** The review form (spec S3.4); required: rating, title, reviewtext, usernickname. */
export type ReviewSubmitInput = {
  /** Detail ratings of the product type's properties (reviewForm), each at most once. */
  attributeRatings?: InputMaybe<Array<AttributeRatingInput>>;
  /** The author agrees to be contacted about the review at their e-mail address. */
  contactConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the author recommends the product; null or absent when not answered. */
  isrecommended?: InputMaybe<Scalars['Boolean']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Any colour of the product (6 digits). */
  productId: Scalars['ID']['input'];
  /** Overall stars, 1–5. */
  rating: Scalars['Int']['input'];
  /** 20–3000 characters. */
  reviewtext: Scalars['String']['input'];
  /** 2–100 characters. */
  title: Scalars['String']['input'];
  /** 2–40 characters; shown with the review. */
  usernickname: Scalars['String']['input'];
};

/** The answer to a written review. */
export type ReviewSubmitResult = {
  __typename?: 'ReviewSubmitResult';
  /** PRODUCT_RATED. */
  code: Scalars['String']['output'];
  /** 'Vielen Dank für Ihre Bewertung. Sie können dieses Fenster jetzt schließen.', for a held review with the note that it is checked first. */
  message: Scalars['String']['output'];
  status: ReviewStatus;
};

/** One suggestion and where choosing it leads. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** Shown name: product name, category, term or brand. */
  name: Scalars['String']['output'];
  /** Kind of suggestion. */
  type: SuggestionType;
  /** Destination with the search parameters searchOrigin, suggestionType and suggestion. */
  url: Scalars['String']['output'];
};

/** Suggestions of the four kinds. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Brands. */
  brands: Array<SearchSuggestion>;
  /** Categories, some with a suggested colour filter. */
  categories: Array<SearchSuggestion>;
  /** Products whose words start with the typed words, top sellers first. */
  products: Array<SearchSuggestion>;
  /** The typed text as it was understood (normalised, lower case). */
  term: Scalars['String']['output'];
  /** Words of the assortment. */
  terms: Array<SearchSuggestion>;
};

/** What has been typed into the search field. */
export type SearchSuggestionsInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** Typed text, at most 100 characters. */
  term: Scalars['String']['input'];
};

/** Contact e-mail and addresses. */
export type SetCheckoutAddressesInput = {
  /** Billing address; also the delivery address when deliveryAddress is left out. */
  billingAddress: AddressInput;
  /** Leave out to deliver to the billing address. */
  deliveryAddress?: InputMaybe<AddressInput>;
  /** Contact e-mail address for the order, at most 254 characters; stored lower-cased. */
  email: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** Choose the delivery method. */
export type SetCheckoutDeliveryInput = {
  /** standard or express. */
  deliveryMethod: Scalars['String']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** Choose the payment method. */
export type SetCheckoutPaymentInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** invoice, instalments, paymentPause, cashOnDelivery or prepayment. */
  paymentMethod: Scalars['String']['input'];
};

/** The caller's shipping-cost flat rate. */
export type ShippingCostsFlat = {
  __typename?: 'ShippingCostsFlat';
  /** Whether a flat rate is valid today. */
  active: Scalars['Boolean']['output'];
  /** YYYY-MM-DD: valid until ('Gültig bis {date}') or expired on ('Abgelaufen am {date}'); null: none booked. */
  validUntil: Maybe<Scalars['String']['output']>;
};

/** A size label. */
export type Size = {
  __typename?: 'Size';
  /** Label, e.g. 40, XL, 80B, 90x200 cm, Einheitsgröße. */
  label: Scalars['String']['output'];
};

/** The thanks page's NPS answer. */
export type SubmitOrderSurveyInput = {
  /** Optional reason, up to 2000 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The order number (8 digits) of an order placed in the caller's session; ORDER_NOT_FOUND otherwise. */
  orderNumber: Scalars['String']['input'];
  /** 0 (definitely not recommend) to 10 (definitely recommend). */
  score: Scalars['Int']['input'];
};

/** Kind of a search suggestion (S2.4). */
export type SuggestionType =
  /** A brand; leads to /search?q={brand name}. */
  | 'brand'
  /** A category; leads to its path with its suggested filter applied. */
  | 'category'
  /** A product; leads to /p/{id}. */
  | 'product'
  /** A word of the assortment; leads to /search?q={term}. */
  | 'term';

/** A text snippet fetched by key (spec S7.6), e.g. the shipping costs or a legal hint. */
export type TextSnippet = {
  __typename?: 'TextSnippet';
  /** True when no snippet exists for the key: the client shows its error state. */
  error: Scalars['Boolean']['output'];
  /** Headline; empty when error is true. */
  headline: Scalars['String']['output'];
  /** The key asked for. */
  key: Scalars['String']['output'];
  /** Paragraphs of plain text; empty when error is true. */
  text: Array<Scalars['String']['output']>;
};

/** A click on a recommended category tile (spec S7.5). */
export type TrackCategoryClickGkAirInput = {
  /** The clicked category. */
  categoryId: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The visitor's recommendation session (21 characters). */
  sessionId: Scalars['ID']['input'];
  /** Targeting consent (C0004); false stores nothing. */
  trackingConsent: Scalars['Boolean']['input'];
  /** The trackingToken the tile came with. */
  trackingToken: Scalars['String']['input'];
  /** The visitor's recommendation user id, when known. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A category view to track (spec S7.3). */
export type TrackCategoryViewGkAirInput = {
  /** The viewed category. */
  categoryId: Scalars['ID']['input'];
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The visitor's recommendation session (21 characters). */
  sessionId: Scalars['ID']['input'];
  /** Targeting consent (C0004); false stores nothing. */
  trackingConsent: Scalars['Boolean']['input'];
  /** The visitor's recommendation user id, when known. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A click on a recommended product (spec S7.5). */
export type TrackClickGkAirInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The clicked product. */
  productId: Scalars['ID']['input'];
  /** The visitor's recommendation session (21 characters). */
  sessionId: Scalars['ID']['input'];
  /** Targeting consent (C0004); false stores nothing. */
  trackingConsent: Scalars['Boolean']['input'];
  /** The trackingToken the product came with. */
  trackingToken: Scalars['String']['input'];
  /** The visitor's recommendation user id, when known. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A wishlist change to track (spec S7.4). */
export type TrackWishlistGkAirInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The product added to or removed from the wishlist. */
  productId: Scalars['ID']['input'];
  /** The visitor's recommendation session (21 characters). */
  sessionId: Scalars['ID']['input'];
  /** Targeting consent (C0004); false stores nothing. */
  trackingConsent: Scalars['Boolean']['input'];
  /** The visitor's recommendation user id, when known. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Input of the user-status fields (customer-and-content S7). */
export type UserStatusInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
};

/** A size of a dimension; identity is id + promotion. */
export type Variant = {
  __typename?: 'Variant';
  /** Variant attributes. */
  attributes: Array<Attribute>;
  /** Availability and delivery time. */
  availability: Availability;
  /** Delivered by a forwarding agent (freight). */
  deliverabilityForwardingAgent: Scalars['Boolean']['output'];
  /** The disposal service can be booked with this variant. */
  disposalService: Scalars['Boolean']['output'];
  /** EAN-13. */
  ean: Scalars['String']['output'];
  /** Variant id. */
  id: Scalars['ID']['output'];
  /** Price of this size. */
  price: VariantPrice;
  /** 3-digit promotion number. */
  promotion: Scalars['String']['output'];
  /** Reference key of the variant. */
  referenceKey: Scalars['String']['output'];
  /** Size. */
  size: Size;
};

/** Price of a variant, in cents. */
export type VariantPrice = {
  __typename?: 'VariantPrice';
  /** ISO currency, EUR. */
  currency: Scalars['String']['output'];
  /** Reductions included in the price. */
  reductions: Array<Reduction>;
  /** Current price with tax, cents. */
  withTax: Scalars['Int']['output'];
};

/** Opens an e-mail verification link. */
export type VerifyEmailInput = {
  /** Shop locale, e.g. de-AT. */
  locale: Scalars['String']['input'];
  /** The token of the verification link (/email/verify?token=…); it works once, for 7 days. */
  token: Scalars['String']['input'];
};

/** A visual filter: image tiles that each set one choice of a filter (storefront S2.3 item 4). */
export type VisualFilter = {
  __typename?: 'VisualFilter';
  /** The choices in the order shown. */
  choices: Array<VisualFilterChoice>;
  /** The filter id, e.g. neckline; a tile sets {id}={choice id} on the listing. */
  id: Scalars['ID']['output'];
};

/** One tile of a visual filter. */
export type VisualFilterChoice = {
  __typename?: 'VisualFilterChoice';
  /** Choice id, as in the listing URL. */
  id: Scalars['ID']['output'];
  /** The tile image (3:4, 384 px wide) on the shop's image endpoint. */
  image: Scalars['String']['output'];
  /** Label in the shop's language. */
  label: Scalars['String']['output'];
};

/** A saved product on the wishlist (spec S3.6). */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  /** Item id; pass it as itemKey to remove the item. */
  id: Scalars['ID']['output'];
  /** The saved product. */
  product: Product;
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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  FilterChoice:
    | ( AttributeFilterChoice )
    | ( BooleanFilterChoice )
    | ( ColorFilterChoice )
    | ( RangeFilterChoice )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountBalance: ResolverTypeWrapper<AccountBalance>;
  ActiveFilter: ResolverTypeWrapper<ActiveFilter>;
  ActiveFilterListInput: ActiveFilterListInput;
  ActiveFilterValue: ResolverTypeWrapper<ActiveFilterValue>;
  AddDirectOrderInput: AddDirectOrderInput;
  AddToBasketInput: AddToBasketInput;
  AddWishlistItemInput: AddWishlistItemInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AlternateProduct: ResolverTypeWrapper<AlternateProduct>;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeFilterChoice: ResolverTypeWrapper<AttributeFilterChoice>;
  AttributeRating: ResolverTypeWrapper<AttributeRating>;
  AttributeRatingAverage: ResolverTypeWrapper<AttributeRatingAverage>;
  AttributeRatingInput: AttributeRatingInput;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Availability: ResolverTypeWrapper<Availability>;
  AvailabilityColor: AvailabilityColor;
  AvailabilityState: AvailabilityState;
  BankTransfer: ResolverTypeWrapper<BankTransfer>;
  Basket: ResolverTypeWrapper<BasketView>;
  BasketItem: ResolverTypeWrapper<BasketLine>;
  BasketItemCategory: ResolverTypeWrapper<BasketItemCategory>;
  BasketItemPrice: ResolverTypeWrapper<BasketItemPrice>;
  BasketMessage: ResolverTypeWrapper<BasketMessage>;
  BasketSaleReduction: ResolverTypeWrapper<BasketSaleReduction>;
  BasketTotalLine: ResolverTypeWrapper<BasketTotalLine>;
  BasketTotals: ResolverTypeWrapper<BasketTotals>;
  BasketVoucherReduction: ResolverTypeWrapper<BasketVoucherReduction>;
  BookDisposalServiceInput: BookDisposalServiceInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFilterChoice: ResolverTypeWrapper<BooleanFilterChoice>;
  Brand: ResolverTypeWrapper<Brand>;
  BreadcrumbItem: ResolverTypeWrapper<BreadcrumbItem>;
  CatalogueOrderInput: CatalogueOrderInput;
  Category: ResolverTypeWrapper<CategoryNode>;
  CategoryInput: CategoryInput;
  ChangeBasketItemInput: ChangeBasketItemInput;
  Checkout: ResolverTypeWrapper<CheckoutView>;
  CheckoutOption: ResolverTypeWrapper<CheckoutOption>;
  CheckoutVoucher: ResolverTypeWrapper<CheckoutVoucher>;
  ClientStatus: ResolverTypeWrapper<ClientStatus>;
  ColorFilterChoice: ResolverTypeWrapper<ColorFilterChoice>;
  ColorOption: ResolverTypeWrapper<ColorOption>;
  ConsentBanner: ResolverTypeWrapper<ConsentBanner>;
  ConsentCookie: ResolverTypeWrapper<ConsentCookie>;
  ConsentCookieHeaders: ResolverTypeWrapper<ConsentCookieHeaders>;
  ConsentGroupText: ResolverTypeWrapper<ConsentGroupText>;
  ConsentLink: ResolverTypeWrapper<ConsentLink>;
  ConsentRecord: ResolverTypeWrapper<ConsentRecord>;
  ConsentRecordInput: ConsentRecordInput;
  ContactFormInput: ContactFormInput;
  CurrentDelivery: ResolverTypeWrapper<CurrentDelivery>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerOrderDetail: ResolverTypeWrapper<CustomerOrder>;
  CustomerOrderInput: CustomerOrderInput;
  CustomerOrderList: ResolverTypeWrapper<CustomerOrderList>;
  Dimension: ResolverTypeWrapper<DimensionParent>;
  DirectOrderArticle: ResolverTypeWrapper<DirectOrderArticle>;
  DirectOrderLineInput: DirectOrderLineInput;
  DirectOrderSize: ResolverTypeWrapper<DirectOrderSize>;
  DisposalService: ResolverTypeWrapper<DisposalService>;
  EmailVerificationRequest: ResolverTypeWrapper<EmailVerificationRequest>;
  Filter: ResolverTypeWrapper<Omit<Filter, 'choices' | 'filterList'> & { choices: Array<ResolversTypes['FilterChoice']>, filterList: Array<ResolversTypes['Filter']> }>;
  FilterChoice: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FilterChoice']>;
  FilterInput: FilterInput;
  FilterType: FilterType;
  FilterValueInput: FilterValueInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GkAirInput: GkAirInput;
  GkAirMetadata: ResolverTypeWrapper<GkAirMetadata>;
  GkAirOutput: ResolverTypeWrapper<Omit<GkAirOutput, 'products'> & { products: Array<ResolversTypes['GkAirProduct']> }>;
  GkAirOutputConfigInput: GkAirOutputConfigInput;
  GkAirParameterInput: GkAirParameterInput;
  GkAirProduct: ResolverTypeWrapper<Omit<GkAirProduct, 'product'> & { product: ResolversTypes['Product'] }>;
  GkAirTrackingResult: ResolverTypeWrapper<GkAirTrackingResult>;
  HeatDegree: HeatDegree;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImagesInput: ImagesInput;
  Instalment: ResolverTypeWrapper<Instalment>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceDetail>;
  InvoiceInput: InvoiceInput;
  InvoiceList: ResolverTypeWrapper<InvoiceList>;
  InvoiceSummary: ResolverTypeWrapper<InvoiceSummary>;
  InvoicesInput: InvoicesInput;
  LinkLoyaltyNumberInput: LinkLoyaltyNumberInput;
  LoginInput: LoginInput;
  LoyaltyLink: ResolverTypeWrapper<LoyaltyLink>;
  LoyaltyStatus: ResolverTypeWrapper<LoyaltyStatus>;
  Modal: ResolverTypeWrapper<Modal>;
  ModalButtonLink: ResolverTypeWrapper<ModalButtonLink>;
  ModalCoupon: ResolverTypeWrapper<ModalCoupon>;
  ModalRichText: ResolverTypeWrapper<ModalRichText>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterActivateInput: NewsletterActivateInput;
  NewsletterCachedStatus: ResolverTypeWrapper<NewsletterCachedStatus>;
  NewsletterData: ResolverTypeWrapper<NewsletterData>;
  NewsletterDataInput: NewsletterDataInput;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  OpenPayment: ResolverTypeWrapper<OpenPayment>;
  OptOutInput: OptOutInput;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderItem: ResolverTypeWrapper<OrderLineRecord>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  OrderSurveyResult: ResolverTypeWrapper<OrderSurveyResult>;
  Pagination: ResolverTypeWrapper<Pagination>;
  Parcel: ResolverTypeWrapper<Parcel>;
  ParcelEvent: ResolverTypeWrapper<ParcelEvent>;
  ParcelState: ResolverTypeWrapper<ParcelState>;
  PaymentPauseOffer: ResolverTypeWrapper<PaymentPauseOffer>;
  PlaceOrderInput: PlaceOrderInput;
  Product: ResolverTypeWrapper<ProductParent>;
  ProductByIdInput: ProductByIdInput;
  ProductFlag: ProductFlag;
  ProductListing: ResolverTypeWrapper<Omit<ProductListing, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  ProductListingInput: ProductListingInput;
  ProductListingMeta: ResolverTypeWrapper<ProductListingMeta>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeFilterChoice: ResolverTypeWrapper<RangeFilterChoice>;
  RatingCount: ResolverTypeWrapper<RatingCount>;
  RedeemVoucherInput: RedeemVoucherInput;
  Reduction: ResolverTypeWrapper<Reduction>;
  RegisterInput: RegisterInput;
  RemoveBasketItemInput: RemoveBasketItemInput;
  RemoveWishlistItemInput: RemoveWishlistItemInput;
  RemovedWishlistItem: ResolverTypeWrapper<RemovedWishlistItem>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  ReturnItem: ResolverTypeWrapper<ReturnItem>;
  Review: ResolverTypeWrapper<Review>;
  ReviewDisplayInput: ReviewDisplayInput;
  ReviewFeedbackInput: ReviewFeedbackInput;
  ReviewFeedbackKind: ReviewFeedbackKind;
  ReviewFeedbackResult: ResolverTypeWrapper<ReviewFeedbackResult>;
  ReviewFormAttribute: ResolverTypeWrapper<ReviewFormAttribute>;
  ReviewPage: ResolverTypeWrapper<ReviewPage>;
  ReviewSort: ReviewSort;
  ReviewStatistics: ResolverTypeWrapper<ReviewStatistics>;
  ReviewStatus: ReviewStatus;
  ReviewSubmitInput: ReviewSubmitInput;
  ReviewSubmitResult: ResolverTypeWrapper<ReviewSubmitResult>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
  SearchSuggestionsInput: SearchSuggestionsInput;
  SetCheckoutAddressesInput: SetCheckoutAddressesInput;
  SetCheckoutDeliveryInput: SetCheckoutDeliveryInput;
  SetCheckoutPaymentInput: SetCheckoutPaymentInput;
  ShippingCostsFlat: ResolverTypeWrapper<ShippingCostsFlat>;
  Size: ResolverTypeWrapper<Size>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitOrderSurveyInput: SubmitOrderSurveyInput;
  SuggestionType: SuggestionType;
  TextSnippet: ResolverTypeWrapper<TextSnippet>;
  TrackCategoryClickGkAirInput: TrackCategoryClickGkAirInput;
  TrackCategoryViewGkAirInput: TrackCategoryViewGkAirInput;
  TrackClickGkAirInput: TrackClickGkAirInput;
  TrackWishlistGkAirInput: TrackWishlistGkAirInput;
  UserStatusInput: UserStatusInput;
  Variant: ResolverTypeWrapper<VariantParent>;
  VariantPrice: ResolverTypeWrapper<VariantPrice>;
  VerifyEmailInput: VerifyEmailInput;
  VisualFilter: ResolverTypeWrapper<VisualFilter>;
  VisualFilterChoice: ResolverTypeWrapper<VisualFilterChoice>;
  WishlistItem: ResolverTypeWrapper<Omit<WishlistItem, 'product'> & { product: ResolversTypes['Product'] }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountBalance: AccountBalance;
  ActiveFilter: ActiveFilter;
  ActiveFilterListInput: ActiveFilterListInput;
  ActiveFilterValue: ActiveFilterValue;
  AddDirectOrderInput: AddDirectOrderInput;
  AddToBasketInput: AddToBasketInput;
  AddWishlistItemInput: AddWishlistItemInput;
  Address: Address;
  AddressInput: AddressInput;
  AlternateProduct: AlternateProduct;
  Attribute: Attribute;
  AttributeFilterChoice: AttributeFilterChoice;
  AttributeRating: AttributeRating;
  AttributeRatingAverage: AttributeRatingAverage;
  AttributeRatingInput: AttributeRatingInput;
  AuthPayload: AuthPayload;
  Availability: Availability;
  BankTransfer: BankTransfer;
  Basket: BasketView;
  BasketItem: BasketLine;
  BasketItemCategory: BasketItemCategory;
  BasketItemPrice: BasketItemPrice;
  BasketMessage: BasketMessage;
  BasketSaleReduction: BasketSaleReduction;
  BasketTotalLine: BasketTotalLine;
  BasketTotals: BasketTotals;
  BasketVoucherReduction: BasketVoucherReduction;
  BookDisposalServiceInput: BookDisposalServiceInput;
  Boolean: Scalars['Boolean']['output'];
  BooleanFilterChoice: BooleanFilterChoice;
  Brand: Brand;
  BreadcrumbItem: BreadcrumbItem;
  CatalogueOrderInput: CatalogueOrderInput;
  Category: CategoryNode;
  CategoryInput: CategoryInput;
  ChangeBasketItemInput: ChangeBasketItemInput;
  Checkout: CheckoutView;
  CheckoutOption: CheckoutOption;
  CheckoutVoucher: CheckoutVoucher;
  ClientStatus: ClientStatus;
  ColorFilterChoice: ColorFilterChoice;
  ColorOption: ColorOption;
  ConsentBanner: ConsentBanner;
  ConsentCookie: ConsentCookie;
  ConsentCookieHeaders: ConsentCookieHeaders;
  ConsentGroupText: ConsentGroupText;
  ConsentLink: ConsentLink;
  ConsentRecord: ConsentRecord;
  ConsentRecordInput: ConsentRecordInput;
  ContactFormInput: ContactFormInput;
  CurrentDelivery: CurrentDelivery;
  Customer: Customer;
  CustomerOrderDetail: CustomerOrder;
  CustomerOrderInput: CustomerOrderInput;
  CustomerOrderList: CustomerOrderList;
  Dimension: DimensionParent;
  DirectOrderArticle: DirectOrderArticle;
  DirectOrderLineInput: DirectOrderLineInput;
  DirectOrderSize: DirectOrderSize;
  DisposalService: DisposalService;
  EmailVerificationRequest: EmailVerificationRequest;
  Filter: Omit<Filter, 'choices' | 'filterList'> & { choices: Array<ResolversParentTypes['FilterChoice']>, filterList: Array<ResolversParentTypes['Filter']> };
  FilterChoice: ResolversUnionTypes<ResolversParentTypes>['FilterChoice'];
  FilterInput: FilterInput;
  FilterValueInput: FilterValueInput;
  Float: Scalars['Float']['output'];
  GkAirInput: GkAirInput;
  GkAirMetadata: GkAirMetadata;
  GkAirOutput: Omit<GkAirOutput, 'products'> & { products: Array<ResolversParentTypes['GkAirProduct']> };
  GkAirOutputConfigInput: GkAirOutputConfigInput;
  GkAirParameterInput: GkAirParameterInput;
  GkAirProduct: Omit<GkAirProduct, 'product'> & { product: ResolversParentTypes['Product'] };
  GkAirTrackingResult: GkAirTrackingResult;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImagesInput: ImagesInput;
  Instalment: Instalment;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceDetail;
  InvoiceInput: InvoiceInput;
  InvoiceList: InvoiceList;
  InvoiceSummary: InvoiceSummary;
  InvoicesInput: InvoicesInput;
  LinkLoyaltyNumberInput: LinkLoyaltyNumberInput;
  LoginInput: LoginInput;
  LoyaltyLink: LoyaltyLink;
  LoyaltyStatus: LoyaltyStatus;
  Modal: Modal;
  ModalButtonLink: ModalButtonLink;
  ModalCoupon: ModalCoupon;
  ModalRichText: ModalRichText;
  Mutation: Record<PropertyKey, never>;
  NewsletterActivateInput: NewsletterActivateInput;
  NewsletterCachedStatus: NewsletterCachedStatus;
  NewsletterData: NewsletterData;
  NewsletterDataInput: NewsletterDataInput;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  OpenPayment: OpenPayment;
  OptOutInput: OptOutInput;
  Order: OrderRecord;
  OrderItem: OrderLineRecord;
  OrderSummary: OrderSummary;
  OrderSurveyResult: OrderSurveyResult;
  Pagination: Pagination;
  Parcel: Parcel;
  ParcelEvent: ParcelEvent;
  ParcelState: ParcelState;
  PaymentPauseOffer: PaymentPauseOffer;
  PlaceOrderInput: PlaceOrderInput;
  Product: ProductParent;
  ProductByIdInput: ProductByIdInput;
  ProductListing: Omit<ProductListing, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  ProductListingInput: ProductListingInput;
  ProductListingMeta: ProductListingMeta;
  ProductPrice: ProductPrice;
  Query: Record<PropertyKey, never>;
  RangeFilterChoice: RangeFilterChoice;
  RatingCount: RatingCount;
  RedeemVoucherInput: RedeemVoucherInput;
  Reduction: Reduction;
  RegisterInput: RegisterInput;
  RemoveBasketItemInput: RemoveBasketItemInput;
  RemoveWishlistItemInput: RemoveWishlistItemInput;
  RemovedWishlistItem: RemovedWishlistItem;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  ReturnItem: ReturnItem;
  Review: Review;
  ReviewDisplayInput: ReviewDisplayInput;
  ReviewFeedbackInput: ReviewFeedbackInput;
  ReviewFeedbackResult: ReviewFeedbackResult;
  ReviewFormAttribute: ReviewFormAttribute;
  ReviewPage: ReviewPage;
  ReviewStatistics: ReviewStatistics;
  ReviewSubmitInput: ReviewSubmitInput;
  ReviewSubmitResult: ReviewSubmitResult;
  SearchSuggestion: SearchSuggestion;
  SearchSuggestions: SearchSuggestions;
  SearchSuggestionsInput: SearchSuggestionsInput;
  SetCheckoutAddressesInput: SetCheckoutAddressesInput;
  SetCheckoutDeliveryInput: SetCheckoutDeliveryInput;
  SetCheckoutPaymentInput: SetCheckoutPaymentInput;
  ShippingCostsFlat: ShippingCostsFlat;
  Size: Size;
  String: Scalars['String']['output'];
  SubmitOrderSurveyInput: SubmitOrderSurveyInput;
  TextSnippet: TextSnippet;
  TrackCategoryClickGkAirInput: TrackCategoryClickGkAirInput;
  TrackCategoryViewGkAirInput: TrackCategoryViewGkAirInput;
  TrackClickGkAirInput: TrackClickGkAirInput;
  TrackWishlistGkAirInput: TrackWishlistGkAirInput;
  UserStatusInput: UserStatusInput;
  Variant: VariantParent;
  VariantPrice: VariantPrice;
  VerifyEmailInput: VerifyEmailInput;
  VisualFilter: VisualFilter;
  VisualFilterChoice: VisualFilterChoice;
  WishlistItem: Omit<WishlistItem, 'product'> & { product: ResolversParentTypes['Product'] };
}>;

export type AccountBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountBalance'] = ResolversParentTypes['AccountBalance']> = ResolversObject<{
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openPayments?: Resolver<Array<ResolversTypes['OpenPayment']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActiveFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveFilter'] = ResolversParentTypes['ActiveFilter']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ActiveFilterValue']>, ParentType, ContextType>;
}>;

export type ActiveFilterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveFilterValue'] = ResolversParentTypes['ActiveFilterValue']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  additional?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlternateProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlternateProduct'] = ResolversParentTypes['AlternateProduct']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AttributeFilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeFilterChoice'] = ResolversParentTypes['AttributeFilterChoice']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AttributeRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeRating'] = ResolversParentTypes['AttributeRating']> = ResolversObject<{
  attributeKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttributeRatingAverageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeRatingAverage'] = ResolversParentTypes['AttributeRatingAverage']> = ResolversObject<{
  attributeKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  highLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valueRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = ResolversObject<{
  color?: Resolver<Maybe<ResolversTypes['AvailabilityColor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubsequentDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AvailabilityState'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BankTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankTransfer'] = ResolversParentTypes['BankTransfer']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  epcPayload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BasketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Basket'] = ResolversParentTypes['Basket']> = ResolversObject<{
  disposalService?: Resolver<ResolversTypes['DisposalService'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BasketItem']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['BasketMessage']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BasketTotals'], ParentType, ContextType>;
}>;

export type BasketItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketItem'] = ResolversParentTypes['BasketItem']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  badge?: Resolver<ResolversTypes['ProductFlag'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['BasketItemCategory'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimension?: Resolver<ResolversTypes['Dimension'], ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forwardingAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  masterKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mkz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['BasketItemPrice'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  styleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BasketItemCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketItemCategory'] = ResolversParentTypes['BasketItemCategory']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BasketItemPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketItemPrice'] = ResolversParentTypes['BasketItemPrice']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reductionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['BasketSaleReduction']>, ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['BasketVoucherReduction']>, ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withTaxWithoutVoucher?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BasketMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketMessage'] = ResolversParentTypes['BasketMessage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BasketSaleReductionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketSaleReduction'] = ResolversParentTypes['BasketSaleReduction']> = ResolversObject<{
  absoluteWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BasketTotalLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketTotalLine'] = ResolversParentTypes['BasketTotalLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BasketTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketTotals'] = ResolversParentTypes['BasketTotals']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['BasketTotalLine']>, ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BasketVoucherReductionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BasketVoucherReduction'] = ResolversParentTypes['BasketVoucherReduction']> = ResolversObject<{
  absoluteWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BooleanFilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BooleanFilterChoice'] = ResolversParentTypes['BooleanFilterChoice']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BreadcrumbItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreadcrumbItem'] = ResolversParentTypes['BreadcrumbItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  activeFilterList?: Resolver<Array<ResolversTypes['ActiveFilter']>, ParentType, ContextType, RequireFields<CategoryActiveFilterListArgs, 'input'>>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType, RequireFields<CategoryFiltersArgs, 'input'>>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isContentTitle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productListing?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<CategoryProductListingArgs, 'input'>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<CategoryProductsArgs, 'limit' | 'sort'>>;
  showAsVisualCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visualFilter?: Resolver<Maybe<ResolversTypes['VisualFilter']>, ParentType, ContextType, RequireFields<CategoryVisualFilterArgs, 'locale'>>;
  visualFilterIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = ResolversObject<{
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  deliveryMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryOptions?: Resolver<Array<ResolversTypes['CheckoutOption']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minOrderValueReached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentOptions?: Resolver<Array<ResolversTypes['CheckoutOption']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BasketTotals'], ParentType, ContextType>;
  voucher?: Resolver<Maybe<ResolversTypes['CheckoutVoucher']>, ParentType, ContextType>;
  voucherProblem?: Resolver<Maybe<ResolversTypes['BasketMessage']>, ParentType, ContextType>;
}>;

export type CheckoutOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOption'] = ResolversParentTypes['CheckoutOption']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CheckoutVoucherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutVoucher'] = ResolversParentTypes['CheckoutVoucher']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientStatus'] = ResolversParentTypes['ClientStatus']> = ResolversObject<{
  isLoggedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ColorFilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorFilterChoice'] = ResolversParentTypes['ColorFilterChoice']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ColorOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorOption'] = ResolversParentTypes['ColorOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentBanner'] = ResolversParentTypes['ConsentBanner']> = ResolversObject<{
  acceptAll?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  close?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookieHeaders?: Resolver<ResolversTypes['ConsentCookieHeaders'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ConsentGroupText']>, ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['ConsentLink']>, ParentType, ContextType>;
  noCookies?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectAll?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revisionMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  save?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settingsTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitorIdLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentCookieResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentCookie'] = ResolversParentTypes['ConsentCookie']> = ResolversObject<{
  lifetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentCookieHeadersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentCookieHeaders'] = ResolversParentTypes['ConsentCookieHeaders']> = ResolversObject<{
  lifetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentGroupTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentGroupText'] = ResolversParentTypes['ConsentGroupText']> = ResolversObject<{
  cookies?: Resolver<Array<ResolversTypes['ConsentCookie']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentLink'] = ResolversParentTypes['ConsentLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentRecord'] = ResolversParentTypes['ConsentRecord']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bannerVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CurrentDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentDelivery'] = ResolversParentTypes['CurrentDelivery']> = ResolversObject<{
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parcelIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parcelNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerificationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerOrderDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderDetail'] = ResolversParentTypes['CustomerOrderDetail']> = ResolversObject<{
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  parcels?: Resolver<Array<ResolversTypes['Parcel']>, ParentType, ContextType>;
  paymentPause?: Resolver<Maybe<ResolversTypes['PaymentPauseOffer']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType>;
}>;

export type CustomerOrderListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrderList'] = ResolversParentTypes['CustomerOrderList']> = ResolversObject<{
  historicOrdersHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['OrderSummary']>, ParentType, ContextType>;
}>;

export type DimensionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dimension'] = ResolversParentTypes['Dimension']> = ResolversObject<{
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefaultPromotion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
}>;

export type DirectOrderArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DirectOrderArticle'] = ResolversParentTypes['DirectOrderArticle']> = ResolversObject<{
  articleNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldDisplayNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['DirectOrderSize']>, ParentType, ContextType>;
}>;

export type DirectOrderSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DirectOrderSize'] = ResolversParentTypes['DirectOrderSize']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DisposalServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisposalService'] = ResolversParentTypes['DisposalService']> = ResolversObject<{
  maxPieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerPiece?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailVerificationRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmailVerificationRequest'] = ResolversParentTypes['EmailVerificationRequest']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  choices?: Resolver<Array<ResolversTypes['FilterChoice']>, ParentType, ContextType>;
  filterList?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
}>;

export type FilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterChoice'] = ResolversParentTypes['FilterChoice']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AttributeFilterChoice' | 'BooleanFilterChoice' | 'ColorFilterChoice' | 'RangeFilterChoice', ParentType, ContextType>;
}>;

export type GkAirMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GkAirMetadata'] = ResolversParentTypes['GkAirMetadata']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outfitID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GkAirOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GkAirOutput'] = ResolversParentTypes['GkAirOutput']> = ResolversObject<{
  outputId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['GkAirProduct']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GkAirProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GkAirProduct'] = ResolversParentTypes['GkAirProduct']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outfitID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GkAirTrackingResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GkAirTrackingResult'] = ResolversParentTypes['GkAirTrackingResult']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstalmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Instalment'] = ResolversParentTypes['Instalment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransfer']>, ParentType, ContextType>;
  instalments?: Resolver<Array<ResolversTypes['Instalment']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidWith?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceList'] = ResolversParentTypes['InvoiceList']> = ResolversObject<{
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['InvoiceSummary']>, ParentType, ContextType>;
}>;

export type InvoiceSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceSummary'] = ResolversParentTypes['InvoiceSummary']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instalmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidWith?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyLink'] = ResolversParentTypes['LoyaltyLink']> = ResolversObject<{
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoyaltyStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyStatus'] = ResolversParentTypes['LoyaltyStatus']> = ResolversObject<{
  maskedNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointsPerUnit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  programme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ModalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Modal'] = ResolversParentTypes['Modal']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['ModalCoupon']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primaryButtonLink?: Resolver<Maybe<ResolversTypes['ModalButtonLink']>, ParentType, ContextType>;
  richtext?: Resolver<ResolversTypes['ModalRichText'], ParentType, ContextType>;
}>;

export type ModalButtonLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModalButtonLink'] = ResolversParentTypes['ModalButtonLink']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModalCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModalCoupon'] = ResolversParentTypes['ModalCoupon']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModalRichTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModalRichText'] = ResolversParentTypes['ModalRichText']> = ResolversObject<{
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateNewsletter?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationActivateNewsletterArgs, 'input'>>;
  addDirectOrderToBasket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationAddDirectOrderToBasketArgs, 'input'>>;
  addToBasket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationAddToBasketArgs, 'input'>>;
  addWishlistItem?: Resolver<ResolversTypes['WishlistItem'], ParentType, ContextType, RequireFields<MutationAddWishlistItemArgs, 'input'>>;
  bookDisposalService?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationBookDisposalServiceArgs, 'input'>>;
  changeBasketItem?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationChangeBasketItemArgs, 'input'>>;
  choosePaymentPause?: Resolver<ResolversTypes['CustomerOrderDetail'], ParentType, ContextType, RequireFields<MutationChoosePaymentPauseArgs, 'input'>>;
  consentRecord?: Resolver<ResolversTypes['ConsentRecord'], ParentType, ContextType, RequireFields<MutationConsentRecordArgs, 'input'>>;
  linkLoyaltyNumber?: Resolver<ResolversTypes['LoyaltyLink'], ParentType, ContextType, RequireFields<MutationLinkLoyaltyNumberArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'locale'>>;
  optOut?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationOptOutArgs, 'input'>>;
  orderCatalogue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationOrderCatalogueArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  redeemVoucher?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationRedeemVoucherArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeBasketItem?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<MutationRemoveBasketItemArgs, 'input'>>;
  removeVoucher?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationRemoveVoucherArgs, 'locale'>>;
  removeWishlistItem?: Resolver<ResolversTypes['RemovedWishlistItem'], ParentType, ContextType, RequireFields<MutationRemoveWishlistItemArgs, 'input'>>;
  requestAccountDeletion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestAccountDeletionArgs, 'locale'>>;
  requestEmailVerification?: Resolver<ResolversTypes['EmailVerificationRequest'], ParentType, ContextType, RequireFields<MutationRequestEmailVerificationArgs, 'locale'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  reviewFeedback?: Resolver<ResolversTypes['ReviewFeedbackResult'], ParentType, ContextType, RequireFields<MutationReviewFeedbackArgs, 'input'>>;
  reviewSubmit?: Resolver<ResolversTypes['ReviewSubmitResult'], ParentType, ContextType, RequireFields<MutationReviewSubmitArgs, 'input'>>;
  setCheckoutAddresses?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationSetCheckoutAddressesArgs, 'input'>>;
  setCheckoutDelivery?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationSetCheckoutDeliveryArgs, 'input'>>;
  setCheckoutPayment?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationSetCheckoutPaymentArgs, 'input'>>;
  submitContactForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  submitOrderSurvey?: Resolver<ResolversTypes['OrderSurveyResult'], ParentType, ContextType, RequireFields<MutationSubmitOrderSurveyArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  trackAddToWishlistGkAir?: Resolver<ResolversTypes['GkAirTrackingResult'], ParentType, ContextType, RequireFields<MutationTrackAddToWishlistGkAirArgs, 'input'>>;
  trackCategoryClickGkAir?: Resolver<ResolversTypes['GkAirTrackingResult'], ParentType, ContextType, RequireFields<MutationTrackCategoryClickGkAirArgs, 'input'>>;
  trackCategoryViewGkAir?: Resolver<ResolversTypes['GkAirTrackingResult'], ParentType, ContextType, RequireFields<MutationTrackCategoryViewGkAirArgs, 'input'>>;
  trackClickGkAir?: Resolver<ResolversTypes['GkAirTrackingResult'], ParentType, ContextType, RequireFields<MutationTrackClickGkAirArgs, 'input'>>;
  trackRemoveFromWishlistGkAir?: Resolver<ResolversTypes['GkAirTrackingResult'], ParentType, ContextType, RequireFields<MutationTrackRemoveFromWishlistGkAirArgs, 'input'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'input'>>;
  updateNewsletterData?: Resolver<ResolversTypes['NewsletterData'], ParentType, ContextType, RequireFields<MutationUpdateNewsletterDataArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
}>;

export type NewsletterCachedStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterCachedStatus'] = ResolversParentTypes['NewsletterCachedStatus']> = ResolversObject<{
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsletterDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterData'] = ResolversParentTypes['NewsletterData']> = ResolversObject<{
  birthDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OpenPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenPayment'] = ResolversParentTypes['OpenPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  billingAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  deliveryMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BasketTotals'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = ResolversObject<{
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parcels?: Resolver<Array<ResolversTypes['ParcelState']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderSurveyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSurveyResult'] = ResolversParentTypes['OrderSurveyResult']> = ResolversObject<{
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaginationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination']> = ResolversObject<{
  activePage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsOnPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ParcelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Parcel'] = ResolversParentTypes['Parcel']> = ResolversObject<{
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ParcelEvent']>, ParentType, ContextType>;
  linePositions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  parcelIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parcelNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ParcelEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParcelEvent'] = ResolversParentTypes['ParcelEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ParcelStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ParcelState'] = ResolversParentTypes['ParcelState']> = ResolversObject<{
  parcelIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentPauseOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentPauseOffer'] = ResolversParentTypes['PaymentPauseOffer']> = ResolversObject<{
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  alternate?: Resolver<Array<ResolversTypes['AlternateProduct']>, ParentType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbItem']>, ParentType, ContextType>;
  canonicalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  catalogId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['ColorOption']>, ParentType, ContextType, RequireFields<ProductColorsArgs, 'includeSoldOut'>>;
  companyOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimensions?: Resolver<Array<ResolversTypes['Dimension']>, ParentType, ContextType>;
  displayNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disposalNote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disposalServiceProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  energyEfficiencyClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['ProductFlag'], ParentType, ContextType>;
  gkAirMetadata?: Resolver<Maybe<ResolversTypes['GkAirMetadata']>, ParentType, ContextType>;
  heatDegree?: Resolver<Maybe<ResolversTypes['HeatDegree']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType, Partial<ProductImagesArgs>>;
  isFreeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masterCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masterKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mkz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldDisplayNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outsold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  quantityLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingDimensionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ProductListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = ResolversObject<{
  meta?: Resolver<ResolversTypes['ProductListingMeta'], ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['Pagination'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ProductListingMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListingMeta'] = ResolversParentTypes['ProductListingMeta']> = ResolversObject<{
  totalItemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  old?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saving?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savingRange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountBalance?: Resolver<ResolversTypes['AccountBalance'], ParentType, ContextType, RequireFields<QueryAccountBalanceArgs, 'locale'>>;
  basket?: Resolver<ResolversTypes['Basket'], ParentType, ContextType, RequireFields<QueryBasketArgs, 'locale'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'input'>>;
  checkout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'locale'>>;
  client?: Resolver<ResolversTypes['ClientStatus'], ParentType, ContextType>;
  consentBanner?: Resolver<ResolversTypes['ConsentBanner'], ParentType, ContextType, RequireFields<QueryConsentBannerArgs, 'locale'>>;
  currentDeliveries?: Resolver<Array<ResolversTypes['CurrentDelivery']>, ParentType, ContextType, RequireFields<QueryCurrentDeliveriesArgs, 'locale'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'locale'>>;
  customerOrder?: Resolver<Maybe<ResolversTypes['CustomerOrderDetail']>, ParentType, ContextType, RequireFields<QueryCustomerOrderArgs, 'input'>>;
  customerOrders?: Resolver<ResolversTypes['CustomerOrderList'], ParentType, ContextType, RequireFields<QueryCustomerOrdersArgs, 'locale'>>;
  customerReturns?: Resolver<Array<ResolversTypes['ReturnItem']>, ParentType, ContextType, RequireFields<QueryCustomerReturnsArgs, 'locale'>>;
  directOrderArticle?: Resolver<ResolversTypes['DirectOrderArticle'], ParentType, ContextType, RequireFields<QueryDirectOrderArticleArgs, 'articleNumber' | 'locale'>>;
  gkAir?: Resolver<Array<ResolversTypes['GkAirOutput']>, ParentType, ContextType, RequireFields<QueryGkAirArgs, 'input'>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'input'>>;
  invoices?: Resolver<ResolversTypes['InvoiceList'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'input'>>;
  loyaltyStatus?: Resolver<ResolversTypes['LoyaltyStatus'], ParentType, ContextType, RequireFields<QueryLoyaltyStatusArgs, 'locale'>>;
  modal?: Resolver<Maybe<ResolversTypes['Modal']>, ParentType, ContextType, RequireFields<QueryModalArgs, 'id' | 'locale' | 'preview'>>;
  newsletterCachedStatus?: Resolver<ResolversTypes['NewsletterCachedStatus'], ParentType, ContextType, RequireFields<QueryNewsletterCachedStatusArgs, 'input'>>;
  newsletterData?: Resolver<Maybe<ResolversTypes['NewsletterData']>, ParentType, ContextType, RequireFields<QueryNewsletterDataArgs, 'locale'>>;
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'input'>>;
  reviewDisplay?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryReviewDisplayArgs, 'input'>>;
  reviewForm?: Resolver<Array<ResolversTypes['ReviewFormAttribute']>, ParentType, ContextType, RequireFields<QueryReviewFormArgs, 'locale' | 'productId'>>;
  reviewStatistics?: Resolver<ResolversTypes['ReviewStatistics'], ParentType, ContextType, RequireFields<QueryReviewStatisticsArgs, 'locale' | 'productId'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'input'>>;
  shippingCostsFlat?: Resolver<ResolversTypes['ShippingCostsFlat'], ParentType, ContextType, RequireFields<QueryShippingCostsFlatArgs, 'input'>>;
  textSnippet?: Resolver<ResolversTypes['TextSnippet'], ParentType, ContextType, RequireFields<QueryTextSnippetArgs, 'key' | 'locale'>>;
  wishlist?: Resolver<Array<ResolversTypes['WishlistItem']>, ParentType, ContextType, RequireFields<QueryWishlistArgs, 'locale'>>;
}>;

export type RangeFilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RangeFilterChoice'] = ResolversParentTypes['RangeFilterChoice']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxActive?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minActive?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RatingCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingCount'] = ResolversParentTypes['RatingCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReductionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reduction'] = ResolversParentTypes['Reduction']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relative?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RemovedWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemovedWishlistItem'] = ResolversParentTypes['RemovedWishlistItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReturnItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnItem'] = ResolversParentTypes['ReturnItem']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linePosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  attributeRatings?: Resolver<Array<ResolversTypes['AttributeRating']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isrecommended?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  notHelpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usernickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewFeedbackResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewFeedbackResult'] = ResolversParentTypes['ReviewFeedbackResult']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notHelpfulCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewFormAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewFormAttribute'] = ResolversParentTypes['ReviewFormAttribute']> = ResolversObject<{
  attributeKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueRange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = ResolversObject<{
  emptyMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewStatistics'] = ResolversParentTypes['ReviewStatistics']> = ResolversObject<{
  attributeRatingsAverage?: Resolver<Array<ResolversTypes['AttributeRatingAverage']>, ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxAmountOfStars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noRatingsMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overallRatingAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingDistribution?: Resolver<Array<ResolversTypes['RatingCount']>, ParentType, ContextType>;
  recommendedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewSubmitResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewSubmitResult'] = ResolversParentTypes['ReviewSubmitResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
}>;

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SuggestionType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
}>;

export type ShippingCostsFlatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingCostsFlat'] = ResolversParentTypes['ShippingCostsFlat']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextSnippetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextSnippet'] = ResolversParentTypes['TextSnippet']> = ResolversObject<{
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  deliverabilityForwardingAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disposalService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ean?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['VariantPrice'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Size'], ParentType, ContextType>;
}>;

export type VariantPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantPrice'] = ResolversParentTypes['VariantPrice']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reductions?: Resolver<Array<ResolversTypes['Reduction']>, ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VisualFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisualFilter'] = ResolversParentTypes['VisualFilter']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['VisualFilterChoice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VisualFilterChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisualFilterChoice'] = ResolversParentTypes['VisualFilterChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccountBalance?: AccountBalanceResolvers<ContextType>;
  ActiveFilter?: ActiveFilterResolvers<ContextType>;
  ActiveFilterValue?: ActiveFilterValueResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AlternateProduct?: AlternateProductResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  AttributeFilterChoice?: AttributeFilterChoiceResolvers<ContextType>;
  AttributeRating?: AttributeRatingResolvers<ContextType>;
  AttributeRatingAverage?: AttributeRatingAverageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  BankTransfer?: BankTransferResolvers<ContextType>;
  Basket?: BasketResolvers<ContextType>;
  BasketItem?: BasketItemResolvers<ContextType>;
  BasketItemCategory?: BasketItemCategoryResolvers<ContextType>;
  BasketItemPrice?: BasketItemPriceResolvers<ContextType>;
  BasketMessage?: BasketMessageResolvers<ContextType>;
  BasketSaleReduction?: BasketSaleReductionResolvers<ContextType>;
  BasketTotalLine?: BasketTotalLineResolvers<ContextType>;
  BasketTotals?: BasketTotalsResolvers<ContextType>;
  BasketVoucherReduction?: BasketVoucherReductionResolvers<ContextType>;
  BooleanFilterChoice?: BooleanFilterChoiceResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BreadcrumbItem?: BreadcrumbItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutOption?: CheckoutOptionResolvers<ContextType>;
  CheckoutVoucher?: CheckoutVoucherResolvers<ContextType>;
  ClientStatus?: ClientStatusResolvers<ContextType>;
  ColorFilterChoice?: ColorFilterChoiceResolvers<ContextType>;
  ColorOption?: ColorOptionResolvers<ContextType>;
  ConsentBanner?: ConsentBannerResolvers<ContextType>;
  ConsentCookie?: ConsentCookieResolvers<ContextType>;
  ConsentCookieHeaders?: ConsentCookieHeadersResolvers<ContextType>;
  ConsentGroupText?: ConsentGroupTextResolvers<ContextType>;
  ConsentLink?: ConsentLinkResolvers<ContextType>;
  ConsentRecord?: ConsentRecordResolvers<ContextType>;
  CurrentDelivery?: CurrentDeliveryResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerOrderDetail?: CustomerOrderDetailResolvers<ContextType>;
  CustomerOrderList?: CustomerOrderListResolvers<ContextType>;
  Dimension?: DimensionResolvers<ContextType>;
  DirectOrderArticle?: DirectOrderArticleResolvers<ContextType>;
  DirectOrderSize?: DirectOrderSizeResolvers<ContextType>;
  DisposalService?: DisposalServiceResolvers<ContextType>;
  EmailVerificationRequest?: EmailVerificationRequestResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterChoice?: FilterChoiceResolvers<ContextType>;
  GkAirMetadata?: GkAirMetadataResolvers<ContextType>;
  GkAirOutput?: GkAirOutputResolvers<ContextType>;
  GkAirProduct?: GkAirProductResolvers<ContextType>;
  GkAirTrackingResult?: GkAirTrackingResultResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Instalment?: InstalmentResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceList?: InvoiceListResolvers<ContextType>;
  InvoiceSummary?: InvoiceSummaryResolvers<ContextType>;
  LoyaltyLink?: LoyaltyLinkResolvers<ContextType>;
  LoyaltyStatus?: LoyaltyStatusResolvers<ContextType>;
  Modal?: ModalResolvers<ContextType>;
  ModalButtonLink?: ModalButtonLinkResolvers<ContextType>;
  ModalCoupon?: ModalCouponResolvers<ContextType>;
  ModalRichText?: ModalRichTextResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterCachedStatus?: NewsletterCachedStatusResolvers<ContextType>;
  NewsletterData?: NewsletterDataResolvers<ContextType>;
  OpenPayment?: OpenPaymentResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  OrderSurveyResult?: OrderSurveyResultResolvers<ContextType>;
  Pagination?: PaginationResolvers<ContextType>;
  Parcel?: ParcelResolvers<ContextType>;
  ParcelEvent?: ParcelEventResolvers<ContextType>;
  ParcelState?: ParcelStateResolvers<ContextType>;
  PaymentPauseOffer?: PaymentPauseOfferResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductListingMeta?: ProductListingMetaResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RangeFilterChoice?: RangeFilterChoiceResolvers<ContextType>;
  RatingCount?: RatingCountResolvers<ContextType>;
  Reduction?: ReductionResolvers<ContextType>;
  RemovedWishlistItem?: RemovedWishlistItemResolvers<ContextType>;
  ReturnItem?: ReturnItemResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewFeedbackResult?: ReviewFeedbackResultResolvers<ContextType>;
  ReviewFormAttribute?: ReviewFormAttributeResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewStatistics?: ReviewStatisticsResolvers<ContextType>;
  ReviewSubmitResult?: ReviewSubmitResultResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  ShippingCostsFlat?: ShippingCostsFlatResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  TextSnippet?: TextSnippetResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VariantPrice?: VariantPriceResolvers<ContextType>;
  VisualFilter?: VisualFilterResolvers<ContextType>;
  VisualFilterChoice?: VisualFilterChoiceResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
}>;

