/** Select options from an id list: each id, shown with its dashes as spaces. */
export function optionsOf<T extends string>(list: readonly T[]): Array<readonly [T, string]> {
  return list.map((v) => [v, v.replace(/-/g, ' ')] as const);
}
