CREATE TYPE "public"."tag_type" AS ENUM('deck', 'media');--> statement-breakpoint
CREATE TABLE "deck_tags" (
	"tag_id" integer NOT NULL,
	"deck_id" integer NOT NULL,
	CONSTRAINT "deck_tags_tag_id_deck_id_pk" PRIMARY KEY("tag_id","deck_id")
);
--> statement-breakpoint
CREATE TABLE "media_tags" (
	"tag_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "media_tags_tag_id_media_id_pk" PRIMARY KEY("tag_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"team_id" integer,
	"name" text NOT NULL,
	"tag_type" "tag_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_tags" ADD CONSTRAINT "deck_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_tags" ADD CONSTRAINT "deck_tags_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_tags_deck_idx" ON "deck_tags" USING btree ("deck_id");--> statement-breakpoint
CREATE INDEX "media_tags_media_idx" ON "media_tags" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_owner_type_name_unique" ON "tags" USING btree ("user_id","tag_type","name");