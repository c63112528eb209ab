CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_instalments" (
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"paid_on" date,
	CONSTRAINT "invoice_instalments_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"issued_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_with" text NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_cents" integer NOT NULL,
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"parcel_index" smallint NOT NULL,
	"parcel_number" text NOT NULL,
	"carrier" text NOT NULL,
	"line_positions" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "shipments_parcel_number_unique" UNIQUE("parcel_number")
);
--> statement-breakpoint
CREATE TABLE "catalogue_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" jsonb NOT NULL,
	"email" text,
	"catalogues" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"customer_number" text,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"salutation" text,
	"first_name" text,
	"last_name" text,
	"birth_date" date NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid,
	"discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_status" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "tracking_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_opt_outs_provider_visitor" UNIQUE("provider","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_instalments" ADD CONSTRAINT "invoice_instalments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_customer_issued" ON "invoices" USING btree ("customer_id","issued_on");--> statement-breakpoint
CREATE INDEX "return_items_order" ON "return_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_order" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");