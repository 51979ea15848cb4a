/** Helpers for block prop migrations. */

/** Copy of `props` with keys renamed (old → new); a new key already present wins. */
export function rename(props: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...props };
  for (const [from, to] of Object.entries(names)) {
    if (from in out) {
      if (!(to in out)) out[to] = out[from];
      delete out[from];
    }
  }
  return out;
}
