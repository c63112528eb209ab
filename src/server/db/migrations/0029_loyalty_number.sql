ALTER TABLE "shopper_sessions" ADD COLUMN "loyalty_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_number" text;