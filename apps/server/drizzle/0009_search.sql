CREATE TABLE "deck_search" (
	"deck_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tag_names" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"indexed_version" integer NOT NULL,
	"title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED NOT NULL,
	"content_tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tag_names), 'B') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL,
	"notes_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', notes)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_decks" (
	"deck_id" integer PRIMARY KEY NOT NULL,
	"featured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_search" (
	"deck_id" integer NOT NULL,
	"number" integer NOT NULL,
	"h" integer NOT NULL,
	"v" integer NOT NULL,
	"body" text NOT NULL,
	"notes" text NOT NULL,
	"body_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body)) STORED NOT NULL,
	"notes_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', notes)) STORED NOT NULL,
	CONSTRAINT "slide_search_deck_id_number_pk" PRIMARY KEY("deck_id","number")
);
--> statement-breakpoint
ALTER TABLE "deck_search" ADD CONSTRAINT "deck_search_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_decks" ADD CONSTRAINT "featured_decks_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_search" ADD CONSTRAINT "slide_search_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_search_content_idx" ON "deck_search" USING gin ("content_tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "deck_search_notes_idx" ON "deck_search" USING gin ("notes_tsv") WITH (fastupdate=false);