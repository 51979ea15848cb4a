/** A snippet block's props from a theme snippet and the values of its `{{variables}}` (the editor's Snippet menu). */
import { fillSnippet, snippetVariables, type ThemeSnippet } from '@podium/shared';
import type { SnippetProps } from './props.js';

/**
 * The props of a snippet filled from `snippet`: the markup with each variable's value HTML-escaped (the renderer
 * sanitises the template's own HTML, as for every HTML block), and the source kept for editing the values later.
 * Only the template's variables are kept; a missing value is empty.
 */
export function snippetPropsFrom(snippet: ThemeSnippet, values: Readonly<Record<string, string>>): SnippetProps {
  const kept: Record<string, string> = {};
  for (const name of snippetVariables(snippet.template)) kept[name] = Object.hasOwn(values, name) ? values[name]! : '';
  return { html: fillSnippet(snippet.template, kept), source: { title: snippet.title, template: snippet.template, values: kept } };
}
