/** Safe handling of the ?return_to= parameter used after sign-in. */

/** The in-app path to continue to, or null for anything that could leave the site (//host, /\host, URLs). */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
