// A thumbnail thread's work (thumbnails.ts runs it off the event loop): the uploaded file read
// and shrunk here, so a large photo's decoding holds up no other request. Kept free of the app's
// modules: a thread loads only what it imports.
import { readFile } from 'node:fs/promises';
import type VipsModule from 'wasm-vips';

type Vips = Awaited<ReturnType<typeof VipsModule>>;

let vips: Promise<Vips> | undefined;

/**
 * libvips built to WebAssembly (docs/decisions.md, 'Attachments'): no native addon. Loaded on
 * the thread's first thumbnail; its optional modules (HEIF/AVIF, JPEG XL, SVG) are left out
 * because the accepted types need none of them.
 */
function loadVips(): Promise<Vips> {
  vips ??= import('wasm-vips').then((module) => module.default({ dynamicLibraries: [] }));
  return vips;
}

/**
 * The most pixels an image may have for a thumbnail: a small file can declare a huge image, whose
 * decoding would hold the thread (and the thumbnails waiting for it) for long; a 48-megapixel
 * phone photo is well within.
 */
const MAX_THUMBNAIL_PIXELS = 100_000_000;

/** Whether the image's header declares at most MAX_THUMBNAIL_PIXELS (read without decoding). */
function withinPixels(lib: Vips, image: Uint8Array): boolean {
  const header = lib.Image.newFromBuffer(image);
  try {
    return header.width * header.height <= MAX_THUMBNAIL_PIXELS;
  } finally {
    header.delete();
  }
}

export interface ThumbnailJob {
  /** The image's file. */
  path: string;
  /** At most this many pixels a side. */
  size: number;
}

/**
 * A JPEG of the image at most `size` pixels a side, turned upright by its EXIF orientation and
 * stripped of its metadata (no location leaks through a thumbnail); null when libvips cannot
 * read the image.
 */
export default async function makeThumbnail({
  path,
  size,
}: ThumbnailJob): Promise<Uint8Array | null> {
  const lib = await loadVips();
  let thumbnail: InstanceType<Vips['Image']> | undefined;
  try {
    const image = await readFile(path);
    if (!withinPixels(lib, image)) return null;
    thumbnail = lib.Image.thumbnailBuffer(image, size, { height: size, size: 'down' });
    const flat = thumbnail.hasAlpha() ? thumbnail.flatten({ background: [255, 255, 255] }) : null;
    try {
      return (flat ?? thumbnail).writeToBuffer('.jpg', { Q: 80, strip: true });
    } finally {
      flat?.delete();
    }
  } catch {
    return null;
  } finally {
    // Embind objects live in WebAssembly memory until deleted.
    thumbnail?.delete();
  }
}
