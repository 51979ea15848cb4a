import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { POLL_LIMITS } from '@podium/shared';
import { createBlock } from '../registry.js';
import { parseFixture } from '../../parse/fixture-helpers.js';
import { renderBlock } from '../../render/block.js';
import { writePptx } from '../../export/pptx/index.js';
import type { DeckDocument } from '../../schema/document.js';
import { PollProps, pollDefaults } from './props.js';

describe('poll block', () => {
  it('renders its question and options as text and reads them back', () => {
    const block = createBlock('poll', { x: 10, y: 20, width: 600, height: 300, props: { question: 'Tea <or> coffee?', options: ['Tea', '<b>Coffee</b>'], mode: 'multiple' } });
    const html = renderBlock(block, { sanitize: (value: string) => value, renderBlock: () => '' });
    expect(html).toContain('Tea &lt;or&gt; coffee?');
    expect(html).toContain('&lt;b&gt;Coffee&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    const { blocks } = parseFixture(`<section>${html}</section>`);
    expect(blocks[0]).toMatchObject({ type: 'poll', props: { question: 'Tea <or> coffee?', options: ['Tea', '<b>Coffee</b>'], mode: 'multiple' } });
  });

  it('draws the last session’s results as bars and counts when an export gives them', () => {
    const block = createBlock('poll', { props: { question: 'Q?', options: ['A', 'B'], mode: 'single', results: { counts: [3, 1], voters: 4 } } });
    const html = renderBlock(block, { sanitize: (value: string) => value, renderBlock: () => '' });
    expect(html).toContain('<li class="sl-poll__option" data-votes="3"><span class="sl-poll__bar" style="width:75%"></span>');
    expect(html).toContain('<span class="sl-poll__count">1 (25%)</span>');
    expect(html).toContain('<p class="sl-poll__total">4 people voted</p>');
  });

  it('goes to PowerPoint as editable text: the question, then each option with its votes when a session ran', async () => {
    const slideXml = async (props: Record<string, unknown>) => {
      const poll = createBlock('poll', { x: 40, y: 40, width: 600, height: 300, props: { question: 'Tea or coffee?', options: ['Tea', 'Coffee'], mode: 'single', ...props } });
      const doc = { schemaVersion: 1, slides: [{ id: 's1', hidden: false, notes: '', classes: [], blocks: [poll] }] } as DeckDocument;
      const { data } = await writePptx(doc, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
      return (await JSZip.loadAsync(data)).file('ppt/slides/slide1.xml')!.async('string');
    };
    const plain = await slideXml({});
    expect(plain).toContain('<a:t>Tea or coffee?</a:t>');
    expect(plain).toContain('<a:t>Tea</a:t>');
    expect(plain).not.toContain('voted');
    const voted = await slideXml({ results: { counts: [3, 1], voters: 4 } });
    expect(voted).toContain('<a:t>Tea — 3 votes (75%)</a:t>');
    expect(voted).toContain('<a:t>Coffee — 1 vote (25%)</a:t>');
    expect(voted).toContain('<a:t>4 people voted</a:t>');
    expect(voted).toContain('<a:buAutoNum type="arabicPeriod"');
  });

  it('starts with a question and three options, and keeps to 2–8 options', () => {
    expect(pollDefaults()).toEqual({ question: 'What do you think?', options: ['Option 1', 'Option 2', 'Option 3'], mode: 'single' });
    expect(PollProps.safeParse({ question: 'q', options: ['only one'] }).success).toBe(false);
    expect(PollProps.safeParse({ question: 'q', options: Array.from({ length: POLL_LIMITS.optionsMax + 1 }, () => 'x') }).success).toBe(false);
    expect(PollProps.parse({ question: '', options: ['', ''] })).toEqual({ question: '', options: ['', ''], mode: 'single' });
  });
});
