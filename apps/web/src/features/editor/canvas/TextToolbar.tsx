/** Formatting for the text block being edited: marks, lists, link, alignment, heading, font size and colour. */
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { isSafeUrl } from '@podium/deck';
import { toHex } from '../panels/fields';

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
  const style = editor.getAttributes('textStyle') as { fontSize?: string; color?: string };
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
      <select aria-label="Font size" value={style.fontSize ?? ''} onChange={(e) => (e.target.value ? chain().setFontSize(e.target.value).run() : chain().unsetFontSize().run())}>
        {SIZES.map((s) => (
          <option key={s} value={s}>
            {s ? s.replace('px', '') : 'Size'}
          </option>
        ))}
      </select>
      <Mark label="Bold" testId="fmt-bold" active={editor.isActive('bold')} onRun={() => chain().toggleBold().run()}><b>B</b></Mark>
      <Mark label="Italic" testId="fmt-italic" active={editor.isActive('italic')} onRun={() => chain().toggleItalic().run()}><i>I</i></Mark>
      <Mark label="Underline" active={editor.isActive('underline')} onRun={() => chain().toggleUnderline().run()}><u>U</u></Mark>
      <Mark label="Strikethrough" active={editor.isActive('strike')} onRun={() => chain().toggleStrike().run()}><s>S</s></Mark>
      <label className="ed-fmt ed-fmt--color" title="Text colour">
        <span className="visually-hidden">Text colour</span>
        <input type="color" value={toHex(style.color ?? '#222222')} onChange={(e) => chain().setColor(e.target.value).run()} />
      </label>
      <Mark label="Bulleted list" active={editor.isActive('bulletList')} onRun={() => chain().toggleBulletList().run()}>•≡</Mark>
      <Mark label="Numbered list" active={editor.isActive('orderedList')} onRun={() => chain().toggleOrderedList().run()}>1≡</Mark>
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
