import type {TreeItem} from '../demo';

/** No two items share a value of any of the given fields. */
export function expectUnique<T>(items: readonly T[], ...fields: (keyof T)[]): void {
  for (const field of fields) {
    const values = items.map((item) => item[field]);
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
  }
}

/** Every item of the demo's tree, each before its children. */
export const treeItems = (items: readonly TreeItem[]): TreeItem[] =>
  items.flatMap((item) => [item, ...(item.type === 'folder' ? treeItems(item.children) : [])]);

/** Copy that is present, trimmed, and short enough for its slot. */
export function expectCopy(text: string, max: number, min = 2): void {
  expect(text).toBe(text.trim());
  expect(text.length).toBeGreaterThanOrEqual(min);
  expect(text.length).toBeLessThanOrEqual(max);
  expect(text).not.toMatch(/\s{2,}|lorem ipsum|\btodo\b|will be populated/i);
}

type Limits<T> = {[K in keyof T]?: readonly [number, number?]};

/** Each item's copy in the given fields, each as `expectCopy` takes it: `[max, min]`. */
export function expectCopyOf<T>(items: readonly T[], limits: Limits<T>) {
  const fields = Object.entries(limits) as [keyof T, readonly [number, number?]][];
  for (const item of items) {
    for (const [field, [max, min]] of fields) expectCopy(item[field] as string, max, min);
  }
}

/** Cards: as many as the spec fixes, or `[min, max]` as the layout holds; unique; copy in limits. */
export function expectList<T>(
  items: readonly T[],
  count: number | [number, number],
  unique: (keyof T)[],
  limits: Limits<T> = {},
): void {
  const [min, max] = typeof count === 'number' ? [count, count] : count;
  expect(items.length).toBeGreaterThanOrEqual(min);
  expect(items.length).toBeLessThanOrEqual(max);
  expectUnique(items, ...unique);
  expectCopyOf(items, limits);
}
