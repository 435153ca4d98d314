// subset-font ships no types; only the call the build makes is declared.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; keepFeatures?: string[]; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
