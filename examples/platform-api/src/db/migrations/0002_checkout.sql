-- 0002 checkout tables: shop checkout settings, tax, payment methods, checkouts, payments,
-- orders, discount codes, shipping, offers, app settings, notifications, countdowns, reviews.
-- Kept by hand, in step with src/db/schema/{checkout,orders,discounts,shipping,offers,notifications,reviews}.ts.

CREATE TABLE "shop_checkout_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"test_mode" boolean DEFAULT false NOT NULL,
	"order_limit" integer,
	"default_country" text DEFAULT 'US' NOT NULL
);
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"country_code" text NOT NULL,
	"name" text DEFAULT 'Tax' NOT NULL,
	"rate" numeric(6, 3) NOT NULL
);
CREATE UNIQUE INDEX "tax_rates_shop_country" ON "tax_rates" USING btree ("shop_id","country_code");

CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"provider_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
CREATE UNIQUE INDEX "payment_methods_shop_code" ON "payment_methods" USING btree ("shop_id","code");

CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"cart_id" integer NOT NULL REFERENCES "carts"("id") ON DELETE cascade,
	"token" text NOT NULL,
	"email" text,
	"phone" text,
	"customer_id" integer,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"is_using_same_address" boolean DEFAULT true NOT NULL,
	"buyer_accepts_marketing" boolean DEFAULT false NOT NULL,
	"shipping_method" jsonb,
	"previous_shipping_fee" numeric(12, 2),
	"payment_method_id" integer,
	"authorized_payment" boolean DEFAULT false NOT NULL,
	"authorized_payment_method" text,
	"authorized_amount" numeric(12, 2),
	"authorization_reference" text,
	"payment_credential_verified" boolean DEFAULT false NOT NULL,
	"step" text DEFAULT 'contact_information' NOT NULL,
	"express_payment" jsonb,
	"recover_key" text,
	"abandoned_at" timestamp with time zone,
	"purchase_completed_at" timestamp with time zone,
	"process_status" text DEFAULT 'idle' NOT NULL,
	"process_redirect_url" text,
	"process_error" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE UNIQUE INDEX "checkouts_shop_token" ON "checkouts" USING btree ("shop_id","token");
CREATE UNIQUE INDEX "checkouts_cart" ON "checkouts" USING btree ("cart_id");

CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"checkout_id" integer,
	"order_id" integer,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"card_last4" text,
	"error_message" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference")
);
CREATE INDEX "payment_transactions_checkout" ON "payment_transactions" USING btree ("checkout_id");

CREATE TABLE "provider_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"checkout_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "checkout_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"checkout_token" text,
	"cart_token" text,
	"extra" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "checkout_errors_shop" ON "checkout_errors" USING btree ("shop_id","id");

CREATE TABLE "app_settings" (
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"app_code" text NOT NULL,
	"settings" jsonb NOT NULL,
	CONSTRAINT "app_settings_shop_id_app_code_pk" PRIMARY KEY("shop_id","app_code")
);

CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"checkout_id" integer,
	"checkout_token" text,
	"token" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"customer_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"financial_status" text DEFAULT 'paid' NOT NULL,
	"fulfillment_status" text,
	"fulfillments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_method" jsonb,
	"discount_code" text,
	"payment_method" text NOT NULL,
	"payment_method_title" text DEFAULT '' NOT NULL,
	"transaction_reference" text,
	"access_key" text NOT NULL,
	"additional_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"post_purchase" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
CREATE UNIQUE INDEX "orders_shop_number" ON "orders" USING btree ("shop_id","number");
CREATE INDEX "orders_shop_customer" ON "orders" USING btree ("shop_id","customer_id");

CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"collection_id" integer,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
CREATE UNIQUE INDEX "discount_codes_shop_code" ON "discount_codes" USING btree ("shop_id",upper("code"));

CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"country_codes" text[] DEFAULT '{}' NOT NULL,
	"excluded_tags" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL REFERENCES "shipping_zones"("id") ON DELETE cascade,
	"method_code" text NOT NULL,
	"title" text NOT NULL,
	"carrier_code" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"min_subtotal" numeric(12, 2),
	"rule_type" text DEFAULT 'price_based' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
CREATE UNIQUE INDEX "shipping_rates_zone_method" ON "shipping_rates" USING btree ("zone_id","method_code");

CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"offer_type" text NOT NULL,
	"recommend_type" text DEFAULT 'manual' NOT NULL,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"ref_ids" integer[] DEFAULT '{}' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"percentage_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);

CREATE TABLE "sale_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"first_name" text NOT NULL,
	"location" text NOT NULL,
	"product_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL
);
CREATE TABLE "checkout_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"product_id" integer NOT NULL,
	"purchased_number" integer NOT NULL
);
CREATE TABLE "countdowns" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);

CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"product_id" integer NOT NULL,
	"author" text NOT NULL,
	"email" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
CREATE INDEX "reviews_shop_product" ON "reviews" USING btree ("shop_id","product_id");
