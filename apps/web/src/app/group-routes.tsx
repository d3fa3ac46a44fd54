import type { RouteObject } from 'react-router';

/**
 * /accounts, /budgets, /transactions, /categories and /reports (SPEC section 2). They exist only
 * for an active user with a group, which RequireGroupMembership enforces around them; the issues
 * that build those screens add their routes here. Until then the paths fall through to 404.
 */
export const groupOnlyRoutes: RouteObject[] = [];
