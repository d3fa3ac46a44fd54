import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createPreferencesService, type PreferencesService } from './preferences.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A user's theme, display currency, locale and week start. */
    preferences: PreferencesService;
  }
}

export const preferencesServicePlugin = servicePlugin('preferences', ['database'], (app) =>
  createPreferencesService(app.db),
);
