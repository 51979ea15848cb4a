/** Whether the editor is in its phone layout (view and light edit, as Google Slides' mobile web): a narrow screen. */
import { useSyncExternalStore } from 'react';

/** Keep in step with the `@media (max-width: 600px)` block of EditorPage.css. */
export const PHONE_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the window is phone-narrow (re-renders when that changes, e.g. on rotation). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
