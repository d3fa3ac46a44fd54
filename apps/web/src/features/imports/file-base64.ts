/**
 * A file's bytes as base64, read by the browser itself (no copy through a JavaScript string of
 * 50 MB): the server finds the encoding from the bytes (docs/decisions.md, 'Import').
 */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
