import common from './common.json';
import offline from './offline.json';
import settings from './settings.json';

/**
 * English, the product's texts exactly as the specification writes them: one namespace per
 * feature and 'common' for the shell and shared pieces. Built into the app.
 */
export const en = { common, offline, settings };
