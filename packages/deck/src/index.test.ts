import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, countSlides, emptyDocument, render, validateDocument } from './index.js';

describe('public core', () => {
  it('emptyDocument is valid, has one slide with a title, and renders a section', () => {
    const doc = emptyDocument();
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(countSlides(doc)).toBe(1);
    expect(validateDocument(doc)).toEqual({ ok: true, doc });
    expect(render(doc)).toMatch(/^<section data-id="[0-9a-f]{32}"><div class="sl-block" data-block-type="text"/);
  });
});
