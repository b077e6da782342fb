/** The signature's letters, width and height from a PNG's header chunk. */
export function pngSize(png: Buffer): {signature: string; width: number; height: number} {
  return {
    signature: png.subarray(1, 4).toString('latin1'),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  };
}
