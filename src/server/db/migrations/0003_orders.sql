CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 40000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkouts" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"billing_address" jsonb,
	"delivery_address" jsonb,
	"delivery_method" text DEFAULT 'standard' NOT NULL,
	"payment_method" text,
	"voucher_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vouchers_kind" CHECK ("vouchers"."kind" in ('percent', 'amount')),
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0),
	CONSTRAINT "vouchers_redemptions_within_max" CHECK ("vouchers"."max_redemptions" is null or "vouchers"."redemptions" <= "vouchers"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"promotion" text NOT NULL,
	"display_number" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"sale_reduction_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"forwarding_agent" boolean NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_surveys" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_surveys_score_range" CHECK ("order_surveys"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"session_id" uuid,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"delivery_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"voucher_code" text,
	"disposal_service_pieces" integer DEFAULT 0 NOT NULL,
	"total_lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"savings_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_session_idempotency" UNIQUE("session_id","idempotency_key"),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_surveys" ADD CONSTRAINT "order_surveys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_shopper_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE set null ON UPDATE no action;