-- The deck card preview, computed by the database from the document on every write; adding the column fills it for existing decks.
ALTER TABLE "decks" ADD COLUMN "first_slide" jsonb GENERATED ALWAYS AS (CASE
    WHEN jsonb_typeof(document -> 'slides' -> 0) = 'object' AND octet_length((document -> 'slides' -> 0)::text) <= 32768
    THEN (document -> 'slides' -> 0) - 'notes' - 'children' END) STORED;