/**
 * A new password's special character: anything but an ASCII letter or digit. Here, without zod,
 * for the strength meter the sign-in screens' code carries (fields.ts checks it on the server).
 */
export const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;
