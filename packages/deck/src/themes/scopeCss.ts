/**
 * Scopes user CSS (a deck's custom CSS, a theme's compiled CSS) to the slides: every selector gets the scope selector
 * in front, so the rules can only ever match inside the slides — in the editor canvas, which sits in the app page,
 * they cannot hide, restyle or probe the rest of the page (e.g. `meta[name=csrf-token]` attribute selectors). Rules
 * reaching for the page itself (`html`, `body`, `:root`, `:host`), starting with a sibling combinator, or nested
 * inside another rule are left out and counted; `@import` (loading outside
 * stylesheets) and `@namespace` are dropped. Used by the editor and the player alike, so both show the same styles.
 */
import postcss, { type Rule, type AtRule } from 'postcss';

/** Scoped CSS and how many rules or selectors were left out because they styled the page outside the slides. */
export interface ScopedCss {
  css: string;
  dropped: number;
}

/** Selectors naming the document or its root: they may not be scoped, so they are left out. */
const PAGE_SELECTOR = /(^|[\s>+~(,])(html|body)(?![\w-])|:root\b|:host\b|::?-?webkit-scrollbar/i;
/** A selector starting with a sibling combinator would match next to the scope rather than inside it. */
const SIBLING_START = /^\s*[+~]/;
/** At-rules whose bodies are declarations or keyframes, not selectors. */
const NO_SELECTORS = new Set(['font-face', 'keyframes', '-webkit-keyframes', 'page', 'property', 'counter-style', 'font-feature-values']);
const DROPPED_AT_RULES = new Set(['import', 'namespace', 'charset']);

/** reveal.js-style selectors (`.reveal .slides section h1`) name the slide itself first: that part becomes the scope. */
const SLIDE_PREFIX = /^(?:\.reveal(?:\s*>?\s*\.slides)?(?:\s*>?\s*section)?|\.slides(?:\s*>?\s*section)?|section)(?=$|[\s>.:#[])/;

/** One selector inside the scope, or null when it would reach outside it. */
function scopedSelector(selector: string, scope: string): string | null {
  const slide = SLIDE_PREFIX.exec(selector);
  if (!slide) return `${scope} ${selector}`;
  const rest = selector.slice(slide[0].length);
  if (SIBLING_START.test(rest)) return null;
  return `${scope}${rest}`;
}

/** Whether a rule sits inside an at-rule whose children are not selectors (keyframe steps, font faces). */
function insideNoSelectorAtRule(rule: Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && NO_SELECTORS.has((parent as AtRule).name.toLowerCase())) return true;
  }
  return false;
}

/** `css` with every selector prefixed by `scope` (e.g. `.slide-scope`); unparseable CSS yields no rules at all. */
export function scopeCss(css: string, scope: string): ScopedCss {
  if (!css.trim()) return { css: '', dropped: 0 };
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return { css: '', dropped: 1 };
  }
  let dropped = 0;
  root.walkAtRules((atRule) => {
    if (DROPPED_AT_RULES.has(atRule.name.toLowerCase())) {
      atRule.remove();
      dropped += 1;
    }
  });
  root.walkRules((rule) => {
    if (insideNoSelectorAtRule(rule)) return;
    // Nested rules (CSS nesting) could combine with the scope in ways the prefix does not bound: leave them out.
    if (rule.parent?.type === 'rule') {
      rule.remove();
      dropped += 1;
      return;
    }
    const kept = rule.selectors.filter((selector) => !PAGE_SELECTOR.test(selector) && !SIBLING_START.test(selector));
    dropped += rule.selectors.length - kept.length;
    if (!kept.length) {
      rule.remove();
      return;
    }
    const scoped = kept.map((selector) => scopedSelector(selector.trim(), scope)).filter((sel): sel is string => sel !== null);
    dropped += kept.length - scoped.length;
    if (!scoped.length) {
      rule.remove();
      return;
    }
    rule.selectors = scoped;
  });
  // Declarations at the top level (no selector) would apply nowhere sensible: drop them.
  root.each((node) => {
    if (node.type === 'decl') {
      node.remove();
      dropped += 1;
    }
  });
  return { css: root.toString().replace(/<\/(style)/gi, '<\\/$1'), dropped };
}
