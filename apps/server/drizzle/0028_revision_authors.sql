CREATE TABLE "deck_edit_bursts" (
	"deck_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_version" integer NOT NULL,
	"last_version" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_edit_bursts_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deck_revision_authors" (
	"revision_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "deck_revision_authors_revision_id_user_id_pk" PRIMARY KEY("revision_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deck_revisions" ADD COLUMN "changed_slide_ids" jsonb;--> statement-breakpoint
ALTER TABLE "deck_edit_bursts" ADD CONSTRAINT "deck_edit_bursts_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_edit_bursts" ADD CONSTRAINT "deck_edit_bursts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_revision_authors" ADD CONSTRAINT "deck_revision_authors_revision_id_deck_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."deck_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_revision_authors" ADD CONSTRAINT "deck_revision_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_edit_bursts_user_idx" ON "deck_edit_bursts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deck_revision_authors_user_idx" ON "deck_revision_authors" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "deck_revision_authors" ("revision_id", "user_id") SELECT "id", "user_id" FROM "deck_revisions" WHERE "user_id" IS NOT NULL;