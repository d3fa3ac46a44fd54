import { describe, expect, it } from 'vitest';
import {
  categoriesViewSearch,
  parseCategoriesView,
  type CategoriesView,
} from './categories-view.ts';

const parse = (search: string) => parseCategoriesView(new URLSearchParams(search));

describe('categories view in the address', () => {
  it('reads the list, add and edit modes', () => {
    expect(parse('')).toEqual({ mode: 'list' });
    expect(parse('?view=other')).toEqual({ mode: 'list' });
    expect(parse('?view=new')).toEqual({ mode: 'add' });
    expect(parse('?category=c1')).toEqual({ mode: 'edit', categoryId: 'c1' });
    expect(parse('?category=%20')).toEqual({ mode: 'list' });
  });

  it('writes each mode back to the address it came from', () => {
    const views: CategoriesView[] = [
      { mode: 'list' },
      { mode: 'add' },
      { mode: 'edit', categoryId: 'c 1' },
    ];
    for (const view of views) expect(parse(categoriesViewSearch(view))).toEqual(view);
    expect(categoriesViewSearch({ mode: 'list' })).toBe('');
  });
});
