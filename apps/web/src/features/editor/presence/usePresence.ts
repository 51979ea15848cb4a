/** React access to the editor's presence hub. */
import { useSyncExternalStore } from 'react';
import { useEditor } from '../state/EditorContext';
import type { PresenceHub, PresenceState } from './presenceHub';

const EMPTY: PresenceState = { peers: [], following: null };
const none = () => () => undefined;

/** The presence state (empty until the realtime channel has joined). */
export function usePresence(): { state: PresenceState; hub: PresenceHub | null } {
  const hub = useEditor().engine.presence;
  const state = useSyncExternalStore(hub?.subscribe ?? none, hub?.getSnapshot ?? (() => EMPTY));
  return { state, hub };
}
