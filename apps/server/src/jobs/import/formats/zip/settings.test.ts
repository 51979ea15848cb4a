/** A Podium ZIP export imported again keeps the deck's look and settings (read from its page's deck-config). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZipFormat } from '../../../export/formats/zip/index.js';
import { DECK_SETTINGS, exportInput, testSlide, textBlock } from '../../../export/formats/test-input.js';
import { deckFieldsOf } from '../../settings.js';
import { importInput } from '../test-input.js';
import { zipFormat } from './index.js';

describe('ZIP export → ZIP import', () => {
  it('brings back the theme colour, font, size and playback settings', async () => {
    const playerDir = mkdtempSync(path.join(tmpdir(), 'podium-player-'));
    writeFileSync(path.join(playerDir, 'player.js'), '');
    const input = exportInput({ schemaVersion: 1, slides: [testSlide('s1', [textBlock('<h1>Dark deck</h1>')], { notes: 'Say it slowly' })] });
    input.settings = {
      ...DECK_SETTINGS, width: 1280, height: 720, themeColor: 'black-mint', themeFont: 'palatino', transition: 'fade',
      backgroundTransition: 'zoom', slideNumber: true, shouldLoop: true, autoSlideInterval: 7, navigationMode: 'linear', center: true, margin: 0.1,
    };
    const { file } = await createZipFormat({ playerDir }).run(input);
    const head = (await readFile(file)).subarray(0, 4100);
    expect(await zipFormat.accepts(head, file)).toBe(true);

    const result = await zipFormat.run(importInput(file, 'deck.zip').input);
    const { fields, warnings } = deckFieldsOf(result.settings);
    expect(warnings).toEqual([]);
    expect(fields).toMatchObject({
      width: 1280, height: 720, theme_color: 'black-mint', theme_font: 'palatino', transition: 'fade', background_transition: 'zoom',
      slide_number: true, should_loop: true, auto_slide_interval: 7, navigation_mode: 'linear', center: true, margin: 0.1,
    });
    expect(result.document.slides[0]).toMatchObject({ notes: 'Say it slowly', blocks: [{ type: 'text', props: { html: '<h1>Dark deck</h1>' } }] });
    expect(result.warnings).toEqual([]);
  });
});
