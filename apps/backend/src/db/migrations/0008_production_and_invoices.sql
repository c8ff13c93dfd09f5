CREATE TABLE "factory_calendars" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"cutoff_weekday" integer NOT NULL,
	"cutoff_time" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"transit_days" integer NOT NULL,
	"containers_per_slot" integer NOT NULL,
	"deposit_percent" numeric(5, 2) NOT NULL,
	"deposit_due_days" integer NOT NULL,
	"balance_due_days_before_departure" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_calendars_weekday" CHECK ("factory_calendars"."cutoff_weekday" between 1 and 7),
	CONSTRAINT "factory_calendars_slot" CHECK ("factory_calendars"."containers_per_slot" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_payments_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"type" text NOT NULL,
	"due_date" text NOT NULL,
	"original_balance" numeric(14, 2) NOT NULL,
	"open_balance" numeric(14, 2) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in (0, 1, 2)),
	CONSTRAINT "invoices_type_known" CHECK ("invoices"."type" in ('deposit', 'balance')),
	CONSTRAINT "invoices_open_within" CHECK ("invoices"."open_balance" >= 0 and "invoices"."open_balance" <= "invoices"."original_balance")
);
--> statement-breakpoint
CREATE TABLE "order_production" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"proforma_number" text NOT NULL,
	"slot_key" text NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"departure_planned" text NOT NULL,
	"arrival_planned" text NOT NULL,
	"deposit_percent" numeric(5, 2) NOT NULL,
	"container_value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_production_proforma_number_unique" UNIQUE("proforma_number")
);
--> statement-breakpoint
ALTER TABLE "factory_calendars" ADD CONSTRAINT "factory_calendars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_production" ADD CONSTRAINT "order_production_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_production" ADD CONSTRAINT "order_production_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_customer" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_factory_type" ON "invoices" USING btree ("order_id","brand_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "order_production_factory" ON "order_production" USING btree ("order_id","brand_id");--> statement-breakpoint
CREATE INDEX "order_production_slot" ON "order_production" USING btree ("brand_id","slot_key");