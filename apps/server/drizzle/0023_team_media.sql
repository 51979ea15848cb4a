-- Team media tags (issue 17 §1): a tag name is unique within its owner library, a user's own (team_id NULL) or a
-- team's (whoever created it), so a user's own "Logos" and their team's "Logos" can both exist.
DROP INDEX "tags_owner_type_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "tags_team_type_name_unique" ON "tags" USING btree ("team_id","tag_type","name") WHERE "tags"."team_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_owner_type_name_unique" ON "tags" USING btree ("user_id","tag_type","name") WHERE "tags"."team_id" IS NULL;
