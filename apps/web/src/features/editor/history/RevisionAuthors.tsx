/** Who a revision credits (everyone whose changes it holds) and which slides it changed, as the deck numbers them now. */
import { useMemo } from 'react';
import { listSlides } from '@podium/deck';
import type { RevisionJson } from '@podium/shared';
import { Avatar } from '../../../components/Avatar';
import { useEditorState } from '../state/EditorContext';

/** "2, 3.1 and 5": slide numbers as the navigator shows them (a vertical slide as top.sub). */
function listed(numbers: string[]): string {
  if (numbers.length < 2) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** The authors' avatars and names. */
export function RevisionAuthors({ revision }: { revision: RevisionJson }) {
  const authors = revision.authors.length ? revision.authors : revision.author ? [{ ...revision.author, thumbnail_url: null }] : [];
  if (!authors.length) return <span className="ed-history__authors">Unknown author</span>;
  return (
    <span className="ed-history__authors" data-testid="history-revision-authors">
      <span className="ed-history__avatars" aria-hidden="true">
        {authors.slice(0, 4).map((author) => (
          <Avatar key={author.id} username={author.username} name={author.name} src={author.thumbnail_url} size={20} />
        ))}
      </span>
      <span>{authors.map((author) => author.name || author.username).join(', ')}</span>
    </span>
  );
}

/** "Changed slides 2 and 4" (numbered in the deck as it is now; slides since removed are counted apart). */
export function RevisionSlides({ revision }: { revision: RevisionJson }) {
  const doc = useEditorState((s) => s.doc);
  const numbers = useMemo(() => new Map(listSlides(doc).map(({ slide, h, v }) => [slide.id, v ? `${h + 1}.${v}` : `${h + 1}`])), [doc]);
  const ids = revision.changed_slide_ids;
  if (!ids.length) return null;
  const shown = ids.flatMap((id) => numbers.get(id) ?? []);
  const gone = ids.length - shown.length;
  const parts = [
    shown.length ? `${shown.length === 1 ? 'Changed slide' : 'Changed slides'} ${listed(shown)}` : '',
    gone ? `${gone === 1 ? '1 changed slide' : `${gone} changed slides`} since removed` : '',
  ].filter(Boolean);
  return <span className="ed-history__slides" data-testid="history-revision-slides">{parts.join('; ')}</span>;
}
