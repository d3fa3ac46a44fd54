/**
 * What a new password must hold, letter by letter, in any alphabet: 'Ż' is an uppercase letter
 * and 'ß' a lowercase one, as a Polish or German user types them. A special character is
 * anything but a letter or a digit. Here, without zod, for the strength meter the sign-in
 * screens' code carries (fields.ts checks them on the server).
 */
export const UPPERCASE_LETTER = /\p{Lu}/u;
export const LOWERCASE_LETTER = /\p{Ll}/u;
export const DIGIT = /\p{Nd}/u;
export const SPECIAL_CHARACTER = /[^\p{L}\p{N}]/u;
