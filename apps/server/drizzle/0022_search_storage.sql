-- Search vectors stay in the deck_search row (STORAGE MAIN) instead of TOAST: reading ~2.5 kB out-of-line vectors for
-- every matching deck (to rank it) cost more than the ranking itself. Values are stored this way when next written;
-- the search backfill re-indexes every deck (indexed_version behind the deck's version) to rewrite the existing rows.
ALTER TABLE "deck_search" ALTER COLUMN "title_tsv" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "deck_search" ALTER COLUMN "content_tsv" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "deck_search" ALTER COLUMN "notes_tsv" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "deck_search" SET "indexed_version" = -1;
