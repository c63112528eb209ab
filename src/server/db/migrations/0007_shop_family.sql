-- Shop family (decision 0012): shopper data, orders, vouchers and mails belong to one shop. Rows
-- written before the family existed belong to the de-AT shop, whose amounts are in euro.
ALTER TABLE "shopper_sessions" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_email_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_email" UNIQUE("shop_code","email");--> statement-breakpoint
ALTER TABLE "mail_tokens" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_tokens" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_pkey";--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_code_code_pk" PRIMARY KEY("shop_code","code");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_shop_code_email_pk" PRIMARY KEY("shop_code","email");--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_orders" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tracking_opt_outs" ADD COLUMN "shop_code" text DEFAULT 'lindgard-at' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_opt_outs" ALTER COLUMN "shop_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tracking_opt_outs" DROP CONSTRAINT "tracking_opt_outs_provider_visitor";--> statement-breakpoint
ALTER TABLE "tracking_opt_outs" ADD CONSTRAINT "tracking_opt_outs_shop_provider_visitor" UNIQUE("shop_code","provider","visitor_id");
