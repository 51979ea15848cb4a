/**
 * Formatting for the text block being edited: paragraph style, font family, size, line height, letter spacing,
 * marks, colour, highlight, lists, alignment and link.
 */
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { isSafeUrl } from '@podium/deck';
import { toHex } from '../panels/fields';
import { loadThemeFont } from '../../fonts';
import { FONT_CHOICES, fontChoiceOf, LETTER_SPACINGS, LINE_HEIGHTS } from './textTypography';

const SIZES = ['', '16px', '20px', '24px', '28px', '32px', '40px', '48px', '64px', '80px', '96px', '120px'];

function Mark({ label, active, onRun, children, testId }: { label: string; active?: boolean; onRun: () => void; children: ReactNode; testId?: string }) {
  return (
    <button
      type="button"
      className={`ed-fmt${active ? ' is-active' : ''}`}
      aria-label={label}
      aria-pressed={active}
      title={label}
      data-testid={testId}
      // Keep the text selection: the editor must not lose focus to the toolbar.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onRun}
    >
      {children}
    </button>
  );
}

const ALIGNS = ['left', 'center', 'right', 'justify'] as const;
/** The font select's value for a family that is not one of the theme fonts. */
const OTHER_FONT = 'other';
type Align = (typeof ALIGNS)[number];

/**
 * The alignment of the paragraph at the caret: its own, or else what the theme gives it (themes centre text, so
 * "no alignment set" is not "left").
 */
function currentAlign(editor: Editor): Align {
  const { $from, from } = editor.state.selection;
  const own = ALIGNS.find((a) => a === $from.parent.attrs.textAlign);
  if (own) return own;
  const at = editor.view.domAtPos(from).node;
  const el = at instanceof Element ? at : at.parentElement;
  const css = el ? getComputedStyle(el).textAlign : 'left';
  if (css === 'center' || css === '-webkit-center') return 'center';
  if (css === 'right' || css === 'end' || css === '-webkit-right') return 'right';
  return css === 'justify' ? 'justify' : 'left';
}

/** The text toolbar, shown above the canvas while a text block is edited. */
export function TextToolbar({ editor }: { editor: Editor }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);

  const chain = () => editor.chain().focus();
  const heading = ([1, 2, 3] as const).find((level) => editor.isActive('heading', { level }));
  const style = editor.getAttributes('textStyle') as { fontSize?: string; color?: string; backgroundColor?: string; fontFamily?: string; letterSpacing?: string };
  const font = fontChoiceOf(style.fontFamily);
  const lineHeight = String((editor.state.selection.$from.parent.attrs as { lineHeight?: string | null }).lineHeight ?? '');
  const align = currentAlign(editor);

  return (
    <div className="ed-textbar" role="toolbar" aria-label="Text formatting" data-testid="text-toolbar">
      <select
        aria-label="Paragraph style"
        value={heading ? `h${heading}` : 'p'}
        onChange={(e) => {
          const v = e.target.value;
          if (v === 'p') chain().setParagraph().run();
          else chain().setHeading({ level: Number(v.slice(1)) as 1 | 2 | 3 }).run();
        }}
      >
        <option value="p">Paragraph</option>
        <option value="h1">Heading 1</option>
        <option value="h2">Heading 2</option>
        <option value="h3">Heading 3</option>
      </select>
      <select
        aria-label="Font"
        title="Font"
        data-testid="fmt-font"
        value={font?.font ?? (style.fontFamily ? OTHER_FONT : '')}
        onChange={(e) => {
          const choice = FONT_CHOICES.find((c) => c.font === e.target.value);
          if (!choice) return void chain().unsetFontFamily().run();
          void loadThemeFont(choice.font);
          chain().setFontFamily(choice.stack).run();
        }}
      >
        <option value="">Theme font</option>
        {/* A family the text came with (an import), shown as it is until another is chosen. */}
        {!font && style.fontFamily && <option value={OTHER_FONT} disabled>{style.fontFamily.split(',')[0]!.replace(/['"]/g, '').trim()}</option>}
        {FONT_CHOICES.map((c) => <option key={c.font} value={c.font}>{c.label}</option>)}
      </select>
      <select aria-label="Font size" title="Font size" value={style.fontSize ?? ''} onChange={(e) => (e.target.value ? chain().setFontSize(e.target.value).run() : chain().unsetFontSize().run())}>
        {SIZES.map((s) => (
          <option key={s} value={s}>
            {s ? s.replace('px', '') : 'Size'}
          </option>
        ))}
      </select>
      <select aria-label="Line height" title="Line height" data-testid="fmt-line-height" value={LINE_HEIGHTS.includes(lineHeight as never) ? lineHeight : ''}
        onChange={(e) => (e.target.value ? chain().setParagraphLineHeight(e.target.value).run() : chain().unsetParagraphLineHeight().run())}>
        {LINE_HEIGHTS.map((v) => <option key={v} value={v}>{v ? `↕ ${v}` : 'Line height'}</option>)}
      </select>
      <select aria-label="Letter spacing" title="Letter spacing" data-testid="fmt-letter-spacing" value={LETTER_SPACINGS.includes(style.letterSpacing as never) ? style.letterSpacing : ''}
        onChange={(e) => (e.target.value ? chain().setLetterSpacing(e.target.value).run() : chain().unsetLetterSpacing().run())}>
        {LETTER_SPACINGS.map((v) => <option key={v} value={v}>{v ? `↔ ${v.replace('em', '')}` : 'Spacing'}</option>)}
      </select>
      <Mark label="Bold" testId="fmt-bold" active={editor.isActive('bold')} onRun={() => chain().toggleBold().run()}><b>B</b></Mark>
      <Mark label="Italic" testId="fmt-italic" active={editor.isActive('italic')} onRun={() => chain().toggleItalic().run()}><i>I</i></Mark>
      <Mark label="Underline" active={editor.isActive('underline')} onRun={() => chain().toggleUnderline().run()}><u>U</u></Mark>
      <Mark label="Strikethrough" active={editor.isActive('strike')} onRun={() => chain().toggleStrike().run()}><s>S</s></Mark>
      <label className="ed-fmt ed-fmt--color" title="Text colour">
        <span className="visually-hidden">Text colour</span>
        <input type="color" value={toHex(style.color ?? '#222222')} onChange={(e) => chain().setColor(e.target.value).run()} />
      </label>
      <label className="ed-fmt ed-fmt--color ed-fmt--highlight" title="Highlight colour">
        <span className="visually-hidden">Highlight colour</span>
        <input type="color" data-testid="fmt-highlight" value={toHex(style.backgroundColor ?? '#ffff00')} onChange={(e) => chain().setBackgroundColor(e.target.value).run()} />
      </label>
      {style.backgroundColor && (
        <Mark label="Remove highlight" testId="fmt-highlight-remove" onRun={() => chain().unsetBackgroundColor().run()}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" /></svg>
        </Mark>
      )}
      <Mark label="Bulleted list" active={editor.isActive('bulletList')} onRun={() => chain().toggleBulletList().run()}><ListIcon numbered={false} /></Mark>
      <Mark label="Numbered list" active={editor.isActive('orderedList')} onRun={() => chain().toggleOrderedList().run()}><ListIcon numbered /></Mark>
      {ALIGNS.map((a) => (
        <Mark key={a} label={`Align ${a}`} active={align === a} onRun={() => chain().setTextAlign(a).run()}>
          <AlignIcon align={a} />
        </Mark>
      ))}
      <Mark label="Link" active={editor.isActive('link')} onRun={() => setLink(link === null ? ((editor.getAttributes('link') as { href?: string }).href ?? '') : null)}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </Mark>
      {link !== null && (
        <form
          className="ed-textbar__link"
          onSubmit={(e) => {
            e.preventDefault();
            const href = link.trim();
            if (!href) chain().extendMarkRange('link').unsetLink().run();
            else if (isSafeUrl(href)) chain().extendMarkRange('link').setLink({ href: /^[a-z]+:/i.test(href) ? href : `https://${href}` }).run();
            setLink(null);
          }}
        >
          <input autoFocus aria-label="Link address" placeholder="https://…" value={link} onChange={(e) => setLink(e.target.value)} />
          <button type="submit" className="btn btn--sm btn--primary">Apply</button>
        </form>
      )}
    </div>
  );
}

function AlignIcon({ align }: { align: 'left' | 'center' | 'right' | 'justify' }) {
  const lines = { left: [16, 10, 14], center: [16, 10, 14], right: [16, 10, 14], justify: [16, 16, 16] }[align];
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {lines.map((w, i) => {
        const x = align === 'center' ? (16 - w) / 2 : align === 'right' ? 16 - w : 0;
        return <rect key={i} x={x} y={2 + i * 5} width={w} height="2" fill="currentColor" />;
      })}
    </svg>
  );
}

/** Three list lines behind bullets (round) or numbers (drawn as short strokes, so the button's only text is its name). */
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {[3, 8, 13].map((y) => (
        <g key={y}>
          {numbered ? <rect x="1" y={y - 2} width="2" height="4" fill="currentColor" /> : <circle cx="2" cy={y} r="1.6" fill="currentColor" />}
          <rect x="6" y={y - 1} width="10" height="2" fill="currentColor" />
        </g>
      ))}
    </svg>
  );
}
