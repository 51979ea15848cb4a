/**
 * The team's own slide templates on `/edit_members#deck-templates`: what members are offered next to the built-in
 * layouts when they add a slide, with delete for managers (they are saved from a slide in the editor's layout picker).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { genericMessage } from '@podium/shared';
import { deleteSlideTemplate, listSlideTemplates } from '../../api/templates';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';

const QUERY_KEY = ['team-slide-templates'];

export function TeamSlideTemplateList({ canManage }: { canManage: boolean }) {
  const templates = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => listSlideTemplates(signal) });
  const client = useQueryClient();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteSlideTemplate(deleting.id);
      notify('Slide template deleted');
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch {
      notify(genericMessage(), { negative: true });
    }
    setDeleting(null);
  };

  if (templates.isPending) return <Spinner label="Loading slide templates" />;
  if (templates.isError) return <p role="alert">{genericMessage()}</p>;
  const { results } = templates.data;
  return (
    <div className="stack">
      <h3>Team slide templates</h3>
      {results.length === 0 ? (
        <p className="muted">None yet. In the editor, open &ldquo;New slide from a layout&rdquo; and choose &ldquo;Save current slide as a team template&rdquo;.</p>
      ) : (
        <ul className="stack" data-testid="team-slide-templates">
          {results.map((template) => (
            <li key={template.id} className="row">
              <span>{template.title}</span>
              {canManage && <Button size="sm" variant="ghost" onClick={() => setDeleting(template)}>Delete</Button>}
            </li>
          ))}
        </ul>
      )}
      <Prompt
        open={deleting !== null}
        title="Delete this slide template?"
        confirmLabel="Delete"
        confirmVariant="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        <p>&ldquo;{deleting?.title}&rdquo; will no longer be offered when adding a slide. Slides made from it stay as they are.</p>
      </Prompt>
    </div>
  );
}
