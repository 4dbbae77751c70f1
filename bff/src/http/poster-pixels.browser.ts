// Browser twin of poster-pixels.ts (mock mode, mocks/src/msw/browser-twins.ts): sharp does not run in
// a browser, so mock mode does not measure an uploaded poster. The smallest answer that lets the
// event form work: the file's first bytes were already checked to be an image; its size is not.

export const UNMEASURED = 'unmeasured';

export async function posterPixels(
  _data: Uint8Array,
): Promise<{ width: number; height: number } | null | typeof UNMEASURED> {
  return UNMEASURED;
}
