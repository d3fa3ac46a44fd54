/**
 * The id of the page's element that carries the boot data (docs/decisions.md, 'Accounts and
 * sessions'). In a file without zod: the web app's first download reads it, and nothing else here.
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
