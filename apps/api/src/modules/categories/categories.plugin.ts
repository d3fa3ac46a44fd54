import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createCategoriesService, type CategoriesService } from './categories.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A group's categories. */
    categories: CategoriesService;
  }
}

export const categoriesServicePlugin = servicePlugin(
  'categories',
  ['database', 'writes-service'],
  (app) => createCategoriesService(app.db, app.writes),
);
