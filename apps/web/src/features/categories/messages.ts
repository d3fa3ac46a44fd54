/** SPEC section 8: the categories screen's success toasts, exactly as written. */
export const CATEGORY_MESSAGES = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
} as const;

/** SPEC section 2: the delete confirmation names the category in quotes. */
export function deleteCategoryQuestion(name: string): string {
  return `Are you sure you want to delete category "${name}"?`;
}
