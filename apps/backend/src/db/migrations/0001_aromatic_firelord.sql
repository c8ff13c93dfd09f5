CREATE TABLE "content_space" (
	"id" integer PRIMARY KEY NOT NULL,
	"cache_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" integer PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tag_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" text NOT NULL,
	"lang" text DEFAULT 'default' NOT NULL,
	"path" text,
	"sort_by_date" text,
	"meta_data" jsonb,
	"draft_name" text NOT NULL,
	"draft_content" jsonb NOT NULL,
	"published_name" text,
	"published_content" jsonb,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "stories_full_slug_unique" UNIQUE("full_slug")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unique" ON "newsletter_subscribers" USING btree ("list_id","email");--> statement-breakpoint
CREATE INDEX "stories_published" ON "stories" USING btree ("published_at");