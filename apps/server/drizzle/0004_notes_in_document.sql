-- Speaker notes live once, on each slide of the document. Notes kept only in the old per-deck map (slide id → text)
-- move onto their slides (top and vertical) when the slide has none of its own; then the column goes.
UPDATE "decks" d SET "document" = jsonb_set(d."document", '{slides}', (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(s) <> 'object' THEN s ELSE
    (CASE WHEN coalesce(s->>'notes', '') = '' AND d."notes" ? (s->>'id')
      THEN jsonb_set(s, '{notes}', d."notes"->(s->>'id')) ELSE s END)
    || (CASE WHEN jsonb_typeof(s->'children') = 'array' THEN jsonb_build_object('children', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN jsonb_typeof(c) = 'object' AND coalesce(c->>'notes', '') = '' AND d."notes" ? (c->>'id')
          THEN jsonb_set(c, '{notes}', d."notes"->(c->>'id')) ELSE c END
        ORDER BY j), '[]'::jsonb)
      FROM jsonb_array_elements(s->'children') WITH ORDINALITY AS u(c, j))) ELSE '{}'::jsonb END) END
    ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements(d."document"->'slides') WITH ORDINALITY AS t(s, i)))
WHERE d."notes" <> '{}'::jsonb AND jsonb_typeof(d."document"->'slides') = 'array';
--> statement-breakpoint
ALTER TABLE "decks" DROP COLUMN "notes";
