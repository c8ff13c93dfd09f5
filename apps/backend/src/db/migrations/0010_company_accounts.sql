CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"credit_enabled" boolean DEFAULT false NOT NULL,
	"credit_currency" text DEFAULT 'AUD' NOT NULL,
	"available_credit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"limit_purchases" boolean DEFAULT false NOT NULL,
	"credit_hold" boolean DEFAULT false NOT NULL,
	"payment_terms_enabled" boolean DEFAULT false NOT NULL,
	"payment_terms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_known" CHECK ("companies"."status" in (0, 1, 2, 3)),
	CONSTRAINT "companies_payment_terms" CHECK ("companies"."payment_terms" between 0 and 365),
	CONSTRAINT "companies_credit_currency" CHECK ("companies"."credit_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_role" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company" ON "customers" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_role_known" CHECK ("customers"."company_role" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_role_with_company" CHECK (("customers"."company_id" is null) = ("customers"."company_role" is null));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_known" CHECK ("customers"."status" in (0, 1));