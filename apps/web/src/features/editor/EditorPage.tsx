/** /{username}/{slug}/edit: loads the deck into an editor session and renders the editor (or a loading / missing view). */
import { useParams } from 'react-router';
import { useNotify } from '../../components/notifications';
import { BaseView, LoadingView, NotFoundView } from '../../components/PageStates';
import { useSession } from '../../session/SessionContext';
import { EditorShell } from './EditorShell';
import { useEditorSession } from './useEditorSession';

/** The deck editor route. */
export function EditorPage() {
  const { username = '', deckslug = '' } = useParams();
  const notify = useNotify();
  const state = useEditorSession(username, deckslug, notify);
  const { user } = useSession();

  if (state.status === 'loading') return <LoadingView label="Loading deck…" />;
  if (state.status === 'missing') return <NotFoundView what="deck" />;
  if (state.status === 'error') return <BaseView name="Editor" description={state.message} />;
  return <EditorShell session={state.session} username={state.session.store.model.meta.user.username ?? user?.username ?? username} />;
}
