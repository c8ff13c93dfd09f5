-- Container notices' e-mails go through the mail outbox: its kinds take the notices' kinds,
-- every notice not yet sent becomes an outbox mail (so none is lost), then the notices' own
-- send state goes.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK (kind in ('password-reset', 'company-invite', 'email-changed', 'password-changed', 'logins-blocked', 'shopping-list-submitted', 'shopping-list-approved', 'shopping-list-rejected', 'deposit-due', 'estimate-moved', 'milestone'));--> statement-breakpoint
INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "body", "meta", "created_at")
SELECT n."kind", c."email", n."subject", n."body",
	jsonb_build_object('noticeKey', n."notice_key", 'orderId', n."order_id"::text), n."created_at"
FROM "container_notices" n
JOIN "customers" c ON c."id" = n."customer_id"
WHERE n."sent_at" IS NULL
ORDER BY n."id";--> statement-breakpoint
DROP INDEX "container_notices_unsent";--> statement-breakpoint
ALTER TABLE "container_notices" DROP COLUMN "sent_at";
