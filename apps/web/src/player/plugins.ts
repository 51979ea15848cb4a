/**
 * reveal.js plugins added by optional player scripts (code, math): the server includes those scripts only for decks
 * that need them, before the player script, and each registers its plugin here on the window.
 */
import type { RevealPlugin, RevealPluginFactory } from 'reveal.js';

type PluginEntry = RevealPlugin | RevealPluginFactory;
const host = window as unknown as { podiumPlugins?: PluginEntry[] };

/** Register a plugin for the player to pass to reveal.js. */
export function addPlayerPlugin(plugin: PluginEntry): void {
  (host.podiumPlugins ??= []).push(plugin);
}

/** The plugins registered so far. */
export function playerPlugins(): PluginEntry[] {
  return host.podiumPlugins ?? [];
}
