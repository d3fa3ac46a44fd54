/**
 * As many columns of at least 22rem as fit (one on phones, two beside the sidebar at 1280 px),
 * the cards sharing the row: a household's only group fills it instead of a third of it, so its
 * accounts' names are not cut. Cards and skeletons alike.
 */
export const ACCOUNTS_GRID_CLASS =
  'grid gap-4 grid-cols-[repeat(auto-fit,minmax(min(100%,22rem),1fr))]';
