ALTER TABLE "deck_revisions" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "deck_revisions" ADD COLUMN "slide_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "deck_revisions_deck_created_idx" ON "deck_revisions" USING btree ("deck_id","created_at");--> statement-breakpoint
UPDATE "deck_revisions" SET "slide_count" = (SELECT coalesce(sum(1 + CASE WHEN jsonb_typeof(s->'children') = 'array' THEN jsonb_array_length(s->'children') ELSE 0 END), 0) FROM jsonb_array_elements("document"->'slides') AS s) WHERE jsonb_typeof("document"->'slides') = 'array';
