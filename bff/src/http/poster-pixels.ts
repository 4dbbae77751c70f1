import sharp from 'sharp';

// A poster's pixel dimensions, read from its header by sharp (nothing decoded): a small file can
// hold a picture that every later drawing would have to decode (a 137 KB PNG of 6000 × 6000).
// Mock mode's browser twin (poster-pixels.browser.ts) cannot run sharp.

/** What a twin answers when it did not measure the picture (never sharp's answer). */
export const UNMEASURED = 'unmeasured';

/** The picture's width and height; null when its header gives none. */
export async function posterPixels(
  data: Uint8Array,
): Promise<{ width: number; height: number } | null | typeof UNMEASURED> {
  try {
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch {
    return null;
  }
}
