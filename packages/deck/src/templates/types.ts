/** A built-in deck template: its listing fields and a builder that makes a fresh document (new ids on every call). */
import type { Transition, V1ThemeColor } from '@podium/shared';
import type { DeckDocument } from '../schema/document.js';

export interface DeckTemplate {
  /** Stable id used by `fork_template` (`template_id`). */
  id: string;
  title: string;
  description: string;
  theme_color: V1ThemeColor;
  theme_font: string;
  transition: Transition;
  build(): DeckDocument;
}
