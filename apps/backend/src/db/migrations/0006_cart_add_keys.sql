-- Idempotent cart adds: the keys each cart has taken, written with the add itself.
CREATE TABLE "cart_add_keys" (
	"cart_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_add_keys_cart_id_key_pk" PRIMARY KEY("cart_id","key")
);
--> statement-breakpoint
ALTER TABLE "cart_add_keys" ADD CONSTRAINT "cart_add_keys_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;