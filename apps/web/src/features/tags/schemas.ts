import { createCategoryRequestSchema, createTagRequestSchema } from '@budget/contract';
import type { z } from 'zod';

/**
 * 'Add Tag': a name ('Name is required', at most 100 characters), checked as the server checks
 * it (the contract's schema), and the group ('Group is required', as a new category's).
 */
export const addTagSchema = createTagRequestSchema.extend({
  groupId: createCategoryRequestSchema.shape.groupId,
});
export type AddTagInput = z.input<typeof addTagSchema>;
export type AddTagOutput = z.output<typeof addTagSchema>;

/** 'Rename Tag': a tag stays in its group. */
export const renameTagSchema = createTagRequestSchema;
export type RenameTagInput = z.input<typeof renameTagSchema>;
export type RenameTagOutput = z.output<typeof renameTagSchema>;
