import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names.ts';

describe('file names', () => {
  it('keeps the name without folders or quotes, and its extension when cut', () => {
    expect(cleanFileName('C:\\Users\\me\\receipt "1".jpg')).toBe('receipt 1.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(undefined)).toBe('file');
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('ends the name in an extension of its type, without direction marks or half a character', () => {
    expect(cleanFileName('invoice.html', 'application/pdf')).toBe('invoice.html.pdf');
    expect(cleanFileName('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    expect(cleanFileName('scan', 'image/png')).toBe('scan.png');
    expect(cleanFileName('receipt\u202Efdp.exe', 'application/pdf')).toBe('receiptfdp.exe.pdf');
    const emoji = cleanFileName(`${'😀'.repeat(250)}`, 'image/webp');
    expect([...emoji]).toHaveLength(200);
    expect(emoji.endsWith('.webp')).toBe(true);
    expect(emoji.isWellFormed()).toBe(true);
  });
});
