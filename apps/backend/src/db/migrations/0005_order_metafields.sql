CREATE TABLE "order_metafields" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_metafields" ADD CONSTRAINT "order_metafields_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_metafields_unique" ON "order_metafields" USING btree ("order_id","namespace","key");