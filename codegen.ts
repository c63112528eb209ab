import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types from the SDL; `npm run codegen` writes them, `npm run codegen:check` verifies they are current. */
const config: CodegenConfig = {
  generates: {
    'src/server/graphql/generated/resolvers-types.ts': {
      schema: 'src/server/graphql/schema/*.graphql',
      documents: 'src/graphql/operations/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GraphQLContext',
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        mappers: {
          Product: '../resolvers/product-parent#ProductParent',
          Dimension: '../resolvers/product-parent#DimensionParent',
          Variant: '../resolvers/product-parent#VariantParent',
          Category: '@/lib/category/types#CategoryNode',
          Basket: '@/server/basket/load-basket#BasketView',
          BasketItem: '@/server/basket/load-basket#BasketLine',
          Checkout: '@/server/checkout/load-checkout#CheckoutView',
          Order: '@/server/order/order-store#OrderRecord',
          OrderItem: '@/server/order/order-store#OrderLineRecord',
          CustomerOrderDetail: '@/server/account/load-customer-order#CustomerOrder',
          Invoice: '@/server/account/load-invoice#InvoiceDetail',
        },
      },
    },
    // the admin API (issue 51): its own schema, no documents
    'src/server/admin-api/generated/resolvers-types.ts': {
      schema: 'src/server/admin-api/schema/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#AdminContext',
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        scalars: { DateTime: 'Date', JSON: 'unknown' },
        mappers: {
          AdminStyle: '@/server/admin/catalogue/load-admin-styles#StyleRecord',
          AuditRecord: '@/server/admin/audit/list-audit#AuditLogRecord',
          ApiKey: '@/server/admin/keys/list-api-keys#ApiKeyListing',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
