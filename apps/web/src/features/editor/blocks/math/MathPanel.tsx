/** Math panel: TeX typed here updates the block on the canvas as you type (KaTeX preview); errors are shown below. */
import { useEffect, useState } from 'react';
import type { MathBlock } from '@podium/deck';
import { MESSAGES } from '@podium/shared';
import { Section } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';

/** The KaTeX error of `tex` (checked after the library has loaded), or null. */
function useTexError(tex: string): string | null {
  const [error, setError] = useState<{ tex: string; message: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./typeset').then((m) => live && setError({ tex, message: m.texError(tex) }));
    return () => {
      live = false;
    };
  }, [tex]);
  return error?.tex === tex ? error.message : null;
}

/** The math section of the block panel. */
export function MathPanel({ block, slideId }: { block: MathBlock; slideId: string }) {
  const update = useBlockProps(block, slideId);
  const tex = block.props.tex;
  const error = useTexError(tex);
  return (
    <Section title="Math" columns={1}>
      <div className="ed-field">
        <label htmlFor="ed-math-tex">TeX formula</label>
        <textarea
          id="ed-math-tex"
          value={tex}
          maxLength={20000}
          spellCheck={false}
          data-testid="math-tex"
          aria-invalid={error ? true : undefined}
          aria-describedby="ed-math-status"
          onChange={(e) => update('tex', { tex: e.target.value })}
        />
      </div>
      <p id="ed-math-status" className={error ? 'ed-content-panel__error' : 'ed-content-panel__note'} role={error ? 'alert' : undefined} data-testid="math-status">
        {error ?? (tex.trim() ? 'The slide shows the formula as you type.' : MESSAGES.mathEmpty)}
      </p>
    </Section>
  );
}
