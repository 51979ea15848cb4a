import { describe, expect, it } from 'vitest';
import { codePaletteFromCss, codeRuns } from './code.js';
import { htmlToRuns, type TextDefaults } from './text.js';
import { inches, points, pptxColor } from './units.js';

const DEFAULTS: TextDefaults = {
  fontFace: 'Montserrat', color: '222222', linkColor: '1F63C6', fontPx: 32, align: 'center', lineHeight: 1.3, monoFace: 'Courier New',
};

describe('PPTX units and colours', () => {
  it('maps 96 px to an inch and px to points', () => {
    expect(inches(960)).toBe(10);
    expect(points(32)).toBe(24);
  });

  it('reads every CSS colour syntax the schema allows', () => {
    expect(pptxColor('#1f63c6')).toEqual({ hex: '1F63C6', transparency: 0 });
    expect(pptxColor('#fff')).toEqual({ hex: 'FFFFFF', transparency: 0 });
    expect(pptxColor('#00000080')).toEqual({ hex: '000000', transparency: 50 });
    expect(pptxColor('rgba(0, 128, 255, 0.25)')).toEqual({ hex: '0080FF', transparency: 75 });
    expect(pptxColor('hsl(0, 100%, 50%)')).toEqual({ hex: 'FF0000', transparency: 0 });
    expect(pptxColor('rebeccapurple')).toEqual({ hex: '663399', transparency: 0 });
    expect(pptxColor('notacolour')).toBeNull();
    expect(pptxColor('currentColor', 'FFFFFF')).toEqual({ hex: 'FFFFFF', transparency: 0 });
  });
});

describe('rich text as PowerPoint runs', () => {
  it('keeps headings, inline formatting, links and paragraph breaks', () => {
    const runs = htmlToRuns('<h1>Big <strong>news</strong></h1><p style="text-align: right">See <a href="https://example.com">this</a> <s>old</s> <span style="color: #ff0000; font-size: 16px">small red</span></p>', DEFAULTS);
    expect(runs.map((r) => r.text)).toEqual(['Big ', 'news', 'See ', 'this', ' ', 'old', ' ', 'small red']);
    expect(runs[0]!.options).toMatchObject({ bold: true, fontSize: 52.8, align: 'center', fontFace: 'Montserrat' });
    expect(runs[1]!.options).toMatchObject({ bold: true, breakLine: true });
    expect(runs[2]!.options).toMatchObject({ align: 'right', fontSize: 24 });
    expect(runs[3]!.options).toMatchObject({ hyperlink: { url: 'https://example.com' }, color: '1F63C6' });
    expect(runs[5]!.options).toMatchObject({ strike: 'sngStrike' });
    expect(runs[7]!.options).toMatchObject({ color: 'FF0000', fontSize: 12 });
    expect(runs.at(-1)!.options?.breakLine).toBeUndefined();
  });

  it('turns lists into bullet and numbered paragraphs with nesting levels', () => {
    const runs = htmlToRuns('<ol><li>one</li><li>two<ul><li>inner</li></ul></li></ol>', DEFAULTS);
    expect(runs.map((r) => [r.text, r.options?.bullet, r.options?.indentLevel])).toEqual([
      ['one', { type: 'number' }, 0],
      ['two', { type: 'number' }, 0],
      ['inner', true, 1],
    ]);
  });

  it('keeps line breaks inside a paragraph as soft breaks and line height as a multiple', () => {
    const runs = htmlToRuns('<p style="line-height: 2.4">a<br>b</p>', DEFAULTS);
    expect(runs.map((r) => r.text)).toEqual(['a', '', 'b']);
    expect(runs[1]!.options).toMatchObject({ softBreakBefore: true });
    expect(runs[0]!.options).toMatchObject({ lineSpacingMultiple: 2 });
  });

  it('carries the toolbar’s font family, line height and letter spacing into the runs', () => {
    const runs = htmlToRuns(
      '<p style="text-align: left; line-height: 1.8"><span style="font-family: \'League Gothic\', Impact, sans-serif; letter-spacing: 0.1em">wide</span> <span style="letter-spacing: -2px">tight</span> plain</p>',
      DEFAULTS,
    );
    expect(runs.map((r) => r.text)).toEqual(['wide', ' ', 'tight', ' plain']);
    // 0.1em of 32 px is 3.2 px, 2.4 pt; -2 px is -1.5 pt; PowerPoint's single line is 1.2, so 1.8 is 1.5 lines.
    expect(runs[0]!.options).toMatchObject({ fontFace: 'League Gothic', charSpacing: 2.4, lineSpacingMultiple: 1.5, align: 'left' });
    expect(runs[2]!.options).toMatchObject({ fontFace: 'Montserrat', charSpacing: -1.5 });
    expect(runs[3]!.options?.charSpacing).toBeUndefined();
  });
});

describe('code as coloured runs', () => {
  const palette = codePaletteFromCss(`.hljs { background: #272822; color: #ddd }
.hljs-keyword, .hljs-literal { color: #f92672; font-weight: bold }
.hljs-meta .hljs-string { color: #000 }
.hljs-string { color: #a6e22e }`);

  it('reads the theme stylesheet, ignoring rules that depend on context', () => {
    expect(palette.background).toBe('272822');
    expect(palette.color).toBe('DDDDDD');
    expect(palette.scopes.keyword).toEqual({ color: 'F92672', bold: true });
    expect(palette.scopes.string).toEqual({ color: 'A6E22E' });
  });

  it('colours tokens and numbers lines', () => {
    const runs = codeRuns('const a = "x";\nreturn a;', 'javascript', palette, { fontFace: 'Courier New', fontSize: 12, lineNumbers: true });
    const keyword = runs.find((r) => r.text === 'const');
    expect(keyword?.options).toMatchObject({ color: 'F92672', bold: true, fontFace: 'Courier New' });
    expect(runs.find((r) => r.text === '"x"')?.options?.color).toBe('A6E22E');
    expect(runs.filter((r) => r.options?.breakLine)).toHaveLength(1);
    expect(runs[0]!.text).toBe('1  ');
    expect(runs.map((r) => r.text).join('')).toBe('1  const a = "x";2  return a;');
  });
});
