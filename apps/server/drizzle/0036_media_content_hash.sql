ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "media_user_hash_idx" ON "media" USING btree ("user_id","content_hash");