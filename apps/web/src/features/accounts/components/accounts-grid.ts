/** One column on phones, two from md, three on wide screens: cards and skeletons alike. */
export const ACCOUNTS_GRID_CLASS = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';
