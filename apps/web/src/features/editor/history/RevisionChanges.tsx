/** The slides a revision changed, drawn small with the navigator's own slide renderer. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SlideFields } from '@podium/deck';
import { Spinner } from '../../../components/Spinner';
import { revisionDetail } from '../../../api/revisions';
import { SlideThumb, thumbVars } from '../../../components/SlideThumb';
import { deckTheme } from '../theme';
import { useEditorState } from '../state/EditorContext';

/** RevisionChanges. */
export function RevisionChanges({ deckId, revisionId }: { deckId: number; revisionId: number }) {
  const detail = useQuery({ queryKey: ['revision', deckId, revisionId], queryFn: ({ signal }) => revisionDetail(deckId, revisionId, signal), staleTime: Infinity });
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const width = useEditorState((s) => s.meta.width);
  const height = useEditorState((s) => s.meta.height);
  const vars = useMemo(() => thumbVars(deckTheme(color, font), { width, height }), [color, font, width, height]);

  if (detail.isPending) return <Spinner label="Loading changes…" />;
  if (detail.isError) return <p className="ed-history__muted" role="alert">Could not load this version’s changes.</p>;
  const { changed_slides: slides, changed_count: count, removed_slide_ids: removed } = detail.data;
  const more = count - slides.length;
  return (
    <div className="ed-history__changes" data-testid="history-changes">
      {slides.length > 0 ? (
        <>
          <p className="ed-history__muted">{count === 1 ? '1 slide changed' : `${count} slides changed`}</p>
          <ul className="ed-history__thumbs" style={vars} aria-label="Changed slides">
            {(slides as SlideFields[]).map((slide) => (
              <li key={slide.id} className="ed-history__thumb" data-testid="history-changed-slide"><SlideThumb slide={slide} /></li>
            ))}
            {more > 0 && <li className="ed-history__more">+{more}</li>}
          </ul>
        </>
      ) : (
        <p className="ed-history__muted">No slide content changed.</p>
      )}
      {removed.length > 0 && <p className="ed-history__muted">{removed.length === 1 ? '1 slide removed' : `${removed.length} slides removed`}</p>}
    </div>
  );
}
