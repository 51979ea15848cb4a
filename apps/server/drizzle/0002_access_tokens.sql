CREATE TYPE "public"."link_type" AS ENUM('view', 'presenter');--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_id" integer NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"password_hash" text,
	"link_type" "link_type" DEFAULT 'view' NOT NULL,
	"notify_on_view" boolean DEFAULT false NOT NULL,
	"deck_view_count" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"embed_only" boolean DEFAULT false NOT NULL,
	"embed_domain_whitelist" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_deck_idx" ON "access_tokens" USING btree ("deck_id");