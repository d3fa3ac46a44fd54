import type { z } from 'zod';
import type { groupIdParamsSchema } from './groups.ts';
import type {
  CreateTagRequest,
  MergeTagRequest,
  RenameTagRequest,
  Tag,
  tagParamsSchema,
} from './tags.ts';

type GroupParams = z.input<typeof groupIdParamsSchema>;
type TagParams = z.input<typeof tagParamsSchema>;

/** The endpoints of a group's tags, part of ApiEndpoints. */
export interface TagEndpoints {
  'GET /groups/:groupId/tags': { params: GroupParams; response: Tag[] };
  'POST /groups/:groupId/tags': { params: GroupParams; body: CreateTagRequest; response: Tag };
  'PUT /groups/:groupId/tags/:tagId': { params: TagParams; body: RenameTagRequest; response: Tag };
  'DELETE /groups/:groupId/tags/:tagId': { params: TagParams; response: null };
  'POST /groups/:groupId/tags/:tagId/merge': {
    params: TagParams;
    body: MergeTagRequest;
    response: Tag;
  };
}
