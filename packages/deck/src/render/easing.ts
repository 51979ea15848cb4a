/** Easing ids of SPEC §3 as CSS timing functions (reveal.js passes `data-auto-animate-easing` to CSS). */
import { EASINGS, type Easing } from '@podium/shared';

const CSS: Record<Easing, string> = {
  linear: 'linear',
  ease: 'ease',
  'ease-out': 'ease-out',
  'ease-in': 'ease-in',
  'back out': 'cubic-bezier(0.175, 0.885, 0.32, 1.275)',
  'back in': 'cubic-bezier(0.6, -0.28, 0.735, 0.045)',
  'back in and out': 'cubic-bezier(0.68, -0.55, 0.265, 1.55)',
  'quint out': 'cubic-bezier(0.23, 1, 0.32, 1)',
  'quint in': 'cubic-bezier(0.755, 0.05, 0.855, 0.06)',
  'quint in and out': 'cubic-bezier(0.86, 0, 0.07, 1)',
};

/** The CSS timing function for an easing id. */
export function easingCss(easing: Easing): string {
  return CSS[easing];
}

/** The easing id for a CSS timing function or id (whitespace-insensitive); undefined when unknown. */
export function easingFromCss(value: string): Easing | undefined {
  const norm = value.replace(/\s+/g, '').toLowerCase();
  return EASINGS.find((e) => CSS[e].replace(/\s+/g, '') === norm || e.replace(/\s+/g, '') === norm);
}
