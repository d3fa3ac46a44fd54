import { ATTACHMENT_THUMBNAIL_SIZE } from '@budget/contract';

import type VipsModule from 'wasm-vips';

type Vips = Awaited<ReturnType<typeof VipsModule>>;

let vips: Promise<Vips> | undefined;

/**
 * libvips built to WebAssembly (docs/decisions.md, 'Attachments'): no native addon. Loaded on
 * the first thumbnail, not at start; its optional modules (HEIF/AVIF, JPEG XL, SVG) are left out
 * because the accepted types need none of them.
 */
function loadVips(): Promise<Vips> {
  vips ??= import('wasm-vips').then((module) => module.default({ dynamicLibraries: [] }));
  return vips;
}

/**
 * The most pixels an image may have for a thumbnail: a small file can declare a huge image, and
 * shrinking it runs on the event loop (a 48-megapixel phone photo is well within).
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

/**
 * A JPEG of the image at most ATTACHMENT_THUMBNAIL_SIZE pixels a side, turned upright by its
 * EXIF orientation and stripped of its metadata (no location leaks through a thumbnail); null
 * when libvips cannot read the image.
 */
export async function makeThumbnail(image: Uint8Array): Promise<Buffer | null> {
  const lib = await loadVips();
  let thumbnail: InstanceType<Vips['Image']> | undefined;
  try {
    if (!withinPixels(lib, image)) return null;
    thumbnail = lib.Image.thumbnailBuffer(image, ATTACHMENT_THUMBNAIL_SIZE, {
      height: ATTACHMENT_THUMBNAIL_SIZE,
      size: 'down',
    });
    const flat = thumbnail.hasAlpha() ? thumbnail.flatten({ background: [255, 255, 255] }) : null;
    try {
      return Buffer.from((flat ?? thumbnail).writeToBuffer('.jpg', { Q: 80, strip: true }));
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
