import { z } from 'zod';
import { NOT_BLANK, typedText } from './fields.ts';
import { groupIdField } from './groups.ts';
import { repeatedParam } from './money.ts';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const categoryIdField = z
  .string()
  .trim()
  .regex(NOT_BLANK, 'Category ID is required')
  .max(64, 'Category ID is invalid');

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupId: z.string(),
  group: z.object({ name: z.string() }),
});
export type Category = z.infer<typeof categorySchema>;

const nameField = typedText({ error: 'Name is required' })
  .regex(NOT_BLANK, 'Name is required')
  .max(CATEGORY_NAME_MAX, `Name must be ${CATEGORY_NAME_MAX} characters or less`);

const descriptionField = typedText()
  .max(
    CATEGORY_DESCRIPTION_MAX,
    `Description must be ${CATEGORY_DESCRIPTION_MAX} characters or less`,
  )
  .nullish()
  .transform((value) => value || null);

/**
 * GET /categories?groupsId=a&groupsId=b; none means every group of the caller. `groupIds`, the
 * name every other list takes, is read too (the groups of both).
 */
export const listCategoriesQuerySchema = z.object({
  groupsId: repeatedParam(groupIdField),
  groupIds: repeatedParam(groupIdField),
});

export const createCategoryRequestSchema = z.object({
  name: nameField,
  description: descriptionField,
  groupId: z
    .string({ error: 'Group is required' })
    .trim()
    .regex(NOT_BLANK, 'Group is required')
    .max(64, 'Group is invalid'),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

export const updateCategoryRequestSchema = z.object({
  categoryId: categoryIdField,
  name: nameField,
  description: descriptionField,
});
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

export const deleteCategoryQuerySchema = z.object({ categoryId: categoryIdField });
