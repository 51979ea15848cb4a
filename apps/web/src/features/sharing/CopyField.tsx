/** A read-only value with a Copy button (clipboard API, falling back to selecting the text for Ctrl+C). */
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';

/** CopyField; multiline renders a textarea (embed snippets). */
export function CopyField({ label, value, testId, multiline }: { label: string; value: string; testId: string; multiline?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    ref.current?.select();
    const done = () => { setCopied(true); window.setTimeout(() => setCopied(false), 2000); };
    if (navigator.clipboard) navigator.clipboard.writeText(value).then(done, () => document.execCommand('copy') && done());
    else if (document.execCommand('copy')) done();
  };
  const common = { id, ref, value, readOnly: true, className: 'field__input share-copy__input', 'data-testid': testId, onFocus: () => ref.current?.select() };
  return (
    <div className="share-copy">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="share-copy__row">
        {multiline ? <textarea {...common} rows={3} /> : <input {...common} />}
        <Button onClick={copy} testId={`${testId}-copy`}>{copied ? 'Copied' : 'Copy'}</Button>
      </div>
    </div>
  );
}
