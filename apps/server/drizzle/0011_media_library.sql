CREATE TYPE "public"."media_role" AS ENUM('original', 'thumbnail', 'display', 'poster', 'web', 'deck_thumbnail', 'avatar');--> statement-breakpoint
CREATE TYPE "public"."media_status" AS ENUM('processing', 'ready', 'failed');--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "role" "media_role" DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "status" "media_status" DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "progress" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_team_idx" ON "media" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "media_parent_idx" ON "media" USING btree ("parent_id");