/** A slide's number as the navigator shows it: "3" for a column's first slide, "3.2" for the second under it. */
export function slideLabel(h: number, v: number): string {
  return `${h + 1}${v ? `.${v}` : ''}`;
}
