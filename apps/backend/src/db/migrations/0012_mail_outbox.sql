CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_kind_known" CHECK (kind in ('password-reset', 'company-invite', 'email-changed', 'password-changed', 'logins-blocked', 'shopping-list-submitted', 'shopping-list-approved', 'shopping-list-rejected')),
	CONSTRAINT "mail_outbox_recipient" CHECK ("mail_outbox"."recipient" like '%_@_%'),
	CONSTRAINT "mail_outbox_meta_object" CHECK (jsonb_typeof("mail_outbox"."meta") = 'object'),
	CONSTRAINT "mail_outbox_attempts" CHECK ("mail_outbox"."attempts" >= 0),
	CONSTRAINT "mail_outbox_last_error_length" CHECK (char_length("mail_outbox"."last_error") <= 1000)
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;