-- DCSA Track & Trace 2.2.0: the container each factory of an order ships in, its events, and the order shipments an ACT LOAD makes.
CREATE TYPE "public"."empty_indicator_code" AS ENUM('EMPTY', 'LADEN');--> statement-breakpoint
CREATE TYPE "public"."equipment_event_type_code" AS ENUM('LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'PICK', 'DROP', 'INSP', 'RSEA', 'RMVD');--> statement-breakpoint
CREATE TYPE "public"."tnt_event_classifier_code" AS ENUM('PLN', 'EST', 'ACT');--> statement-breakpoint
CREATE TYPE "public"."tnt_event_type" AS ENUM('EQUIPMENT', 'TRANSPORT', 'SHIPMENT');--> statement-breakpoint
CREATE TYPE "public"."transport_event_type_code" AS ENUM('ARRI', 'DEPA');--> statement-breakpoint
CREATE SEQUENCE "public"."equipment_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"equipment_reference" text NOT NULL,
	"carrier_booking_reference" text NOT NULL,
	"iso_equipment_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_containers_equipment_reference_unique" UNIQUE("equipment_reference"),
	CONSTRAINT "order_containers_equipment_reference" CHECK ("order_containers"."equipment_reference" ~ '^[A-Z]{3}[UJZ][0-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_container_id" integer NOT NULL,
	"order_address_id" integer,
	"tracking_number" text NOT NULL,
	"shipping_method" text DEFAULT 'Container freight' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_order_container_id_unique" UNIQUE("order_container_id")
);
--> statement-breakpoint
CREATE TABLE "tnt_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"order_container_id" integer NOT NULL,
	"event_type" "tnt_event_type" NOT NULL,
	"event_classifier_code" "tnt_event_classifier_code" NOT NULL,
	"event_date_time" timestamp (3) with time zone NOT NULL,
	"event_created_date_time" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"equipment_event_type_code" "equipment_event_type_code",
	"transport_event_type_code" "transport_event_type_code",
	"empty_indicator_code" "empty_indicator_code",
	"equipment_reference" text NOT NULL,
	"transport_call" jsonb,
	"event_location" jsonb,
	"document_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	CONSTRAINT "tnt_events_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "tnt_events_required" CHECK (case "tnt_events"."event_type"
        when 'EQUIPMENT' then "tnt_events"."equipment_event_type_code" is not null and "tnt_events"."empty_indicator_code" is not null and "tnt_events"."transport_event_type_code" is null
        when 'TRANSPORT' then "tnt_events"."transport_event_type_code" is not null and "tnt_events"."transport_call" is not null and "tnt_events"."equipment_event_type_code" is null
        else false end)
);
--> statement-breakpoint
ALTER TABLE "order_containers" ADD CONSTRAINT "order_containers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_containers" ADD CONSTRAINT "order_containers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_container_id_order_containers_id_fk" FOREIGN KEY ("order_container_id") REFERENCES "public"."order_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_address_id_order_shipping_addresses_id_fk" FOREIGN KEY ("order_address_id") REFERENCES "public"."order_shipping_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tnt_events" ADD CONSTRAINT "tnt_events_order_container_id_order_containers_id_fk" FOREIGN KEY ("order_container_id") REFERENCES "public"."order_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_containers_order_brand" ON "order_containers" USING btree ("order_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_containers_booking" ON "order_containers" USING btree ("carrier_booking_reference");--> statement-breakpoint
CREATE INDEX "order_shipments_order" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tnt_events_page" ON "tnt_events" USING btree ("event_created_date_time","event_id");--> statement-breakpoint
CREATE INDEX "tnt_events_container" ON "tnt_events" USING btree ("order_container_id");