import { z } from 'zod';
import { NOT_BLANK, typedText } from './fields.ts';
import { groupIdField } from './groups.ts';

/** Tags of a group, many per transaction (docs/decisions.md, 'Tags'). */
export const TAG_NAME_MAX = 100;

export const tagIdField = z
  .string({ error: 'Tag ID is required' })
  .trim()
  .regex(NOT_BLANK, 'Tag ID is required')
  .max(64, 'Tag ID is invalid');

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A transaction's tag as its answer carries it. */
export const tagRefSchema = z.object({ id: z.string(), name: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

const tagNameField = typedText({ error: 'Name is required' })
  .regex(NOT_BLANK, 'Name is required')
  .max(TAG_NAME_MAX, `Name must be ${TAG_NAME_MAX} characters or less`);

/** /groups/{groupId}/tags/{tagId} */
export const tagParamsSchema = z.object({ groupId: groupIdField, tagId: tagIdField });

/** POST /groups/{groupId}/tags */
export const createTagRequestSchema = z.object({ name: tagNameField });
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;

/** PUT /groups/{groupId}/tags/{tagId}: a new name. */
export const renameTagRequestSchema = z.object({ name: tagNameField });
export type RenameTagRequest = z.input<typeof renameTagRequestSchema>;

/** POST /groups/{groupId}/tags/{tagId}/merge: the tag's links move to `intoTagId`, it goes. */
export const mergeTagRequestSchema = z.object({ intoTagId: tagIdField });
export type MergeTagRequest = z.input<typeof mergeTagRequestSchema>;
