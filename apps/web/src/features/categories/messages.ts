/** The categories screen's success toasts, exactly as the product words them. */
export const CATEGORY_MESSAGES = {
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
} as const;

/** The delete confirmation names the category in quotes. */
export function deleteCategoryQuestion(name: string): string {
  return `Are you sure you want to delete category "${name}"?`;
}
