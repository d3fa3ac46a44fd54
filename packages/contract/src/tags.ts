import { z } from 'zod';
import { NOT_BLANK, typedText } from './fields.ts';
import { groupIdField } from './groups.ts';
import { nameKey } from './text-keys.ts';

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

/**
 * A group backup's tags (optional: backups written before tags hold none). Names are compared as
 * a new tag's are, so a hand-edited file naming one twice is refused before anything is written.
 */
export const backupTagsSchema = z
  .array(z.object({ id: z.string().trim().min(1).max(64), name: tagNameField }))
  .max(10_000, 'At most 10,000 tags')
  .superRefine((tags, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    tags.forEach((tag, index) => {
      if (ids.has(tag.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Tag ids repeat' });
      }
      if (names.has(nameKey(tag.name))) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: 'Another tag in the backup has this name',
        });
      }
      ids.add(tag.id);
      names.add(nameKey(tag.name));
    });
  });
