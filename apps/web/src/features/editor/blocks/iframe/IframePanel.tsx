/**
 * Iframe panel: paste a URL or iframe HTML (SPEC §5: HTML without a source is refused with its message). The server
 * checks the page's framing headers first; a page that forbids framing shows SPEC §8's X-Frame-Options message.
 * Enter in the box applies it (Shift+Enter breaks a line).
 */
import { useState, type FormEvent } from 'react';
import type { IframeBlock } from '@podium/deck';
import { genericMessage, iframeSource } from '@podium/shared';
import { Button } from '../../../../components/Button';
import { Section } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';
import { checkFrame } from './frameCheck';
import { AccessibleNameSection } from '../AccessibleNameSection';

/** The iframe section of the block panel. */
export function IframePanel({ block, slideId }: { block: IframeBlock; slideId: string }) {
  const update = useBlockProps(block, slideId);
  const [input, setInput] = useState(block.props.src);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = iframeSource(input);
    setNote(null);
    if ('error' in found) return setError(found.error);
    setError(null);
    setChecking(true);
    try {
      const check = await checkFrame(found.src);
      if (check?.embeddable === false) return setError(check.message);
      if (check?.embeddable === null) setNote(check.message);
      setInput(found.src);
      update('src', { src: found.src }, false);
    } catch {
      setError(genericMessage());
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Section title="Iframe" columns={1}>
        <form className="ed-field" onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor="ed-iframe-src">URL or embed code</label>
          <textarea id="ed-iframe-src" value={input} data-testid="iframe-src" placeholder="https://… or <iframe src=…>"
            aria-invalid={error ? true : undefined} onChange={(e) => setInput(e.target.value)} aria-describedby="ed-iframe-src-hint"
            onKeyDown={(e) => {
              // Enter applies, as in a one-line field; Shift+Enter still breaks a line of pasted embed code.
              if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }} />
          <span id="ed-iframe-src-hint" className="visually-hidden">Enter applies; Shift+Enter starts a new line.</span>
          <div className="ed-content-panel__row">
            <Button size="sm" type="submit" loading={checking} testId="iframe-apply">Apply</Button>
          </div>
        </form>
        {error && <p className="ed-content-panel__error" role="alert" data-testid="iframe-error">{error}</p>}
        {note && <p className="ed-content-panel__note" role="status" data-testid="iframe-note">{note}</p>}
      </Section>
      <AccessibleNameSection block={block} slideId={slideId} field="title" label="Title (read by screen readers)" />
    </>
  );
}
