import { readers, writers, type Scenario } from './authorization-scenarios.ts';

/** The authorization matrix's rows of a group's tags. */
export const TAG_SCENARIOS: Scenario[] = [
  {
    route: 'GET /api/v1/groups/:groupId/tags',
    name: "list a group's tags",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/tags` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/groups/:groupId/tags',
    name: 'create a tag',
    request: (c) => ({ method: 'POST', path: `/groups/${c.group}/tags`, body: { name: 'Kids' } }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/groups/:groupId/tags/:tagId',
    name: 'rename a tag',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/tags/${c.tag}`,
      body: { name: 'Holiday' },
    }),
    own: writers(200),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId/tags/:tagId',
    name: 'delete a tag',
    request: (c) => ({ method: 'DELETE', path: `/groups/${c.group}/tags/${c.tag}` }),
    own: writers(200),
  },
  {
    route: 'POST /api/v1/groups/:groupId/tags/:tagId/merge',
    name: 'merge a tag into another',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/tags/${c.tag}/merge`,
      body: { intoTagId: c.spareTag },
    }),
    own: writers(200),
  },
];
