CREATE TABLE "deck_views_daily" (
	"deck_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deck_views_daily_deck_id_day_pk" PRIMARY KEY("deck_id","day")
);
--> statement-breakpoint
ALTER TABLE "deck_views_daily" ADD CONSTRAINT "deck_views_daily_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_views_daily_day_idx" ON "deck_views_daily" USING btree ("day");