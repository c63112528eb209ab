CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"parent_id" text
);
--> statement-breakpoint
CREATE TABLE "dimensions" (
	"id" text NOT NULL,
	"promotion" text NOT NULL,
	"is_default_promotion" boolean NOT NULL,
	CONSTRAINT "dimensions_id_promotion_pk" PRIMARY KEY("id","promotion")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"master_key" text NOT NULL,
	"color_position" smallint NOT NULL,
	"color_label" text NOT NULL,
	"color_code" text NOT NULL,
	"color_family" text NOT NULL,
	"catalog_id" text,
	"old_display_number" text,
	"images" jsonb NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"price_old" integer DEFAULT 0 NOT NULL,
	"saving_min" smallint DEFAULT 0 NOT NULL,
	"saving_max" smallint DEFAULT 0 NOT NULL,
	"outsold" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"style_count" integer NOT NULL,
	"product_count" integer NOT NULL,
	"variant_count" integer NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_attributes" (
	"master_key" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "style_attributes_master_key_key_pk" PRIMARY KEY("master_key","key")
);
--> statement-breakpoint
CREATE TABLE "style_categories" (
	"category_id" text NOT NULL,
	"master_key" text NOT NULL,
	CONSTRAINT "style_categories_category_id_master_key_pk" PRIMARY KEY("category_id","master_key")
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"master_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"main_title" text NOT NULL,
	"description" text NOT NULL,
	"brand_id" text NOT NULL,
	"product_type" text NOT NULL,
	"primary_category_id" text NOT NULL,
	"master_category" text NOT NULL,
	"mkz" text NOT NULL,
	"style_type" text NOT NULL,
	"flag" text DEFAULT 'none' NOT NULL,
	"sales_unit" text,
	"heat_degree" text,
	"energy_efficiency_class" text,
	"company_of_origin" text,
	"disposal_note" boolean DEFAULT false NOT NULL,
	"disposal_service_product" boolean DEFAULT false NOT NULL,
	"is_free_gift" boolean DEFAULT false NOT NULL,
	"quantity_limit" smallint,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sort_key" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text NOT NULL,
	"promotion" text NOT NULL,
	"dimension_id" text NOT NULL,
	"ean" text NOT NULL,
	"reference_key" text NOT NULL,
	"size_label" text NOT NULL,
	"size_order" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_reduction_cents" integer DEFAULT 0 NOT NULL,
	"availability_state" text NOT NULL,
	"deliverability_key" text NOT NULL,
	"stock" integer NOT NULL,
	"is_subsequent_delivery" boolean DEFAULT false NOT NULL,
	"deliverability_forwarding_agent" boolean DEFAULT false NOT NULL,
	"disposal_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "variants_id_promotion_pk" PRIMARY KEY("id","promotion")
);
--> statement-breakpoint
ALTER TABLE "dimensions" ADD CONSTRAINT "dimensions_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_master_key_styles_master_key_fk" FOREIGN KEY ("master_key") REFERENCES "public"."styles"("master_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_attributes" ADD CONSTRAINT "style_attributes_master_key_styles_master_key_fk" FOREIGN KEY ("master_key") REFERENCES "public"."styles"("master_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_categories" ADD CONSTRAINT "style_categories_master_key_styles_master_key_fk" FOREIGN KEY ("master_key") REFERENCES "public"."styles"("master_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_dimension_id_promotion_dimensions_id_promotion_fk" FOREIGN KEY ("dimension_id","promotion") REFERENCES "public"."dimensions"("id","promotion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_master_key_idx" ON "products" USING btree ("master_key","color_position");--> statement-breakpoint
CREATE INDEX "products_color_family_idx" ON "products" USING btree ("color_family");--> statement-breakpoint
CREATE INDEX "products_old_display_number_idx" ON "products" USING btree ("old_display_number") WHERE "products"."old_display_number" is not null;--> statement-breakpoint
CREATE INDEX "style_attributes_key_value_idx" ON "style_attributes" USING btree ("key","value");--> statement-breakpoint
CREATE INDEX "style_categories_master_key_idx" ON "style_categories" USING btree ("master_key");--> statement-breakpoint
CREATE INDEX "styles_sort_key_idx" ON "styles" USING btree ("sort_key");--> statement-breakpoint
CREATE INDEX "styles_brand_idx" ON "styles" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "variants_dimension_idx" ON "variants" USING btree ("dimension_id","promotion");--> statement-breakpoint
CREATE INDEX "variants_ean_idx" ON "variants" USING btree ("ean");