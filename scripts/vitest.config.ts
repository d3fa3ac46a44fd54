import { defineProject } from 'vitest/config';

// Tests of the repository's own tools (scripts/*.test.ts).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'] },
});
