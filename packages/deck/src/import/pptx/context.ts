/** What the shape readers share while one slide is read: the package, the theme, the inherited styles and the report. */
import type { FidelityWarning } from '../../warnings.js';
import type { ColorScheme, Rgba } from './color.js';
import type { OoxmlPackage, XmlElement } from './xml.js';

/** EMU (English Metric Units) per CSS px: 914400 per inch, 96 px per inch. */
export const EMU_PER_PX = 9525;
export const px = (emu: number | undefined): number => (emu ?? 0) / EMU_PER_PX;
/** Font sizes: hundredths of a point to CSS px (0.75 pt per px). */
export const fontPx = (sz: number): number => sz / 100 / 0.75;

/** A placeholder found on a layout or master, matched by idx or type. */
export interface Placeholder {
  type: string;
  idx: string | undefined;
  sp: XmlElement;
}

/** Stores one picture found in the file and returns its URL; throws when it cannot be stored. */
export type StoreImage = (bytes: Buffer, fileName: string) => Promise<string>;

/** The theme's font names: major (headings) and minor (body). */
export interface ThemeFonts {
  major: string;
  minor: string;
}

/** A style list (`lstStyle`, `titleStyle`, `bodyStyle`…): one paragraph style element per level. */
export type ListStyleSource = XmlElement | null;

/** The layout or master a slide sits on. */
export interface Template {
  part: string;
  root: XmlElement;
  placeholders: Placeholder[];
}

export interface DeckContext {
  pkg: OoxmlPackage;
  scheme: ColorScheme;
  fonts: ThemeFonts;
  /** presentation.xml `defaultTextStyle` (text outside placeholders). */
  defaultTextStyle: ListStyleSource;
  /** Master `txStyles` by kind. */
  masterStyles: Map<string, { title: ListStyleSource; body: ListStyleSource; other: ListStyleSource }>;
  storeImage: StoreImage;
  /** Stored pictures by part name, so a logo on the master is stored once. */
  images: Map<string, Promise<string | null>>;
  /** Pictures stored so far per slide number, for their library names ("Slide 3 image 2"). */
  imageCounts: Map<number, number>;
  warnings: FidelityWarning[];
  /** The theme's line widths (`lnStyleLst`), for `lnRef`. */
  lineWidths: number[];
  /** The theme's effect styles (`effectStyleLst`), for `effectRef`. */
  effectStyles: XmlElement[];
  signal?: AbortSignal | undefined;
}

/** One slide (or layout/master) being read. */
export interface SlideContext {
  deck: DeckContext;
  /** The part whose relationships resolve `r:id`s of the shapes being read. */
  part: string;
  slideNumber: number;
  layout: Template | null;
  master: Template | null;
  /** Whether the shapes come from the slide itself (placeholders there inherit) or from its layout/master. */
  fromTemplate: boolean;
  /** The slide's background is dark (text we colour ourselves, like chart tables, is then light). */
  darkBackground: boolean;
  warn(what: string, why: string, block?: string): void;
}

export type { Rgba };
