import { createCategoryRequestSchema } from '@budget/contract';
import type { z } from 'zod';

/**
 * Name required ('Name is required'), description optional, group required when creating
 * ('Group is required'). The contract's request schema is the form's
 * schema, so the browser checks exactly what the server checks; an empty description is sent
 * as null.
 */
export const addCategorySchema = createCategoryRequestSchema;
export type AddCategoryInput = z.input<typeof addCategorySchema>;
export type AddCategoryOutput = z.output<typeof addCategorySchema>;

/** The edit form has no group: a category stays in its group. */
export const editCategorySchema = createCategoryRequestSchema.pick({
  name: true,
  description: true,
});
export type EditCategoryInput = z.input<typeof editCategorySchema>;
export type EditCategoryOutput = z.output<typeof editCategorySchema>;
