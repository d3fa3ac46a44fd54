import { ATTACHMENT_NAME_MAX, type AttachmentContentType } from '@budget/contract';

/** The extensions a downloaded file may keep for its type; the first is added otherwise. */
const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};

/** Control characters, quotes, and the marks that turn text right to left (a name's spoofing). */
const unsafe = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    code === 0x7f ||
    char === '"' ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
};

/**
 * The name as sent, without folders, control characters, quotes or direction marks, at most
 * ATTACHMENT_NAME_MAX characters, ending in an extension of `contentType` (a PDF sent as
 * 'x.html' is downloaded as 'x.html.pdf', never opened from disk as a page).
 */
export function cleanFileName(name: string | undefined, contentType?: AttachmentContentType) {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  let base = [...last]
    .filter((char) => !unsafe(char))
    .join('')
    .trim();
  const allowed = contentType ? EXTENSIONS[contentType] : null;
  if (allowed && !allowed.some((extension) => base.toLowerCase().endsWith(extension)))
    base = `${base || 'file'}${allowed[0]}`;
  const chars = [...base];
  if (chars.length <= ATTACHMENT_NAME_MAX) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return chars.slice(0, ATTACHMENT_NAME_MAX - extension.length).join('') + extension;
}
