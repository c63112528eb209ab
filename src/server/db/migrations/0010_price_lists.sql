CREATE TABLE "product_prices" (
	"currency" text NOT NULL,
	"product_id" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"price_old" integer DEFAULT 0 NOT NULL,
	"saving_min" smallint DEFAULT 0 NOT NULL,
	"saving_max" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"currency" text NOT NULL,
	"variant_id" text NOT NULL,
	"promotion" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_reduction_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variant_prices_variant_id_promotion_currency_pk" PRIMARY KEY("variant_id","promotion","currency")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_promotion_variants_id_promotion_fk" FOREIGN KEY ("variant_id","promotion") REFERENCES "public"."variants"("id","promotion") ON DELETE cascade ON UPDATE no action;