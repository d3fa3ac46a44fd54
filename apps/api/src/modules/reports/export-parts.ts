import { fromMinorUnits } from '../../lib/money.ts';

/**
 * A transaction's categories as the CSV export names them, by name; a category with a part of
 * the amount is followed by the part, positive with two decimals ('Food 30.25', 'Food 30,25' in
 * Polish), as
 * docs/decisions.md, 'Category parts' says.
 */
export function categoryCells(
  list: string,
  names: ReadonlyMap<string, string>,
  parts: readonly { categoryId: string; minor: number }[] | undefined,
  number: (minor: number) => string = (minor) => fromMinorUnits(minor).toFixed(2),
): string[] {
  if (!list) return [];
  const partOf = new Map(parts?.map((part) => [part.categoryId, part.minor]));
  return list
    .split(',')
    .map((id) => {
      const name = names.get(id) ?? '';
      const minor = partOf.get(id);
      return minor === undefined ? name : `${name} ${number(Math.abs(minor))}`;
    })
    .sort((a, b) => a.localeCompare(b));
}
