/**
 * Decodes a content file's bytes as UTF-8 and, when they are not, says in German what they are and how
 * to save the file as UTF-8. Editors on Windows still write "ANSI" (Windows-1252) or UTF-16 ("Unicode"),
 * and Notepad used to put a byte order mark before UTF-8; marketers need the place and the way out.
 */

export type DecodedText =
  | { ok: true; text: string /** The file began with a UTF-8 byte order mark, which was dropped. */; bom: boolean }
  | { ok: false; code: 'file.utf16' | 'file.not-utf8'; message: string };

/** How to save as UTF-8 in the editors marketers use. */
export const SAVE_AS_UTF8 =
  'in VS Code unten rechts auf die Kodierung klicken → „Mit Codierung speichern“ → „UTF-8“; ' +
  'im Windows-Editor „Datei“ → „Speichern unter“ → Codierung „UTF-8“ (nicht „UTF-8 mit BOM“)';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * Windows-1252 between 0x80 and 0x9F (undefined places are empty); above, it equals Latin-1. Written
 * out because some Node versions decode "windows-1252" as Latin-1, which has control characters there.
 */
const WINDOWS_1252_HIGH = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';
const asWindows1252 = (byte: number) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte));

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at];
    let length = 0;
    let min = 0;
    if (lead < 0x80) length = 1;
    else if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) [length, min] = [3, 0x800];
    else if (lead >= 0xf0 && lead <= 0xf4) [length, min] = [4, 0x10000];
    else return at;
    if (length > 1) {
      let codePoint = lead & (0xff >> (length + 1));
      for (let index = 1; index < length; index += 1) {
        const next = bytes[at + index];
        if (next === undefined || (next & 0xc0) !== 0x80) return at;
        codePoint = (codePoint << 6) | (next & 0x3f);
      }
      // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
      if (codePoint < min || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return at;
    }
    at += length;
  }
  return -1;
}

/** Line and column (1-based, in characters) of the end of a text. */
function endOf(text: string): { line: number; column: number } {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: Array.from(lines[lines.length - 1]).length + 1 };
}

export function decodeContentFile(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return {
      ok: false,
      code: 'file.utf16',
      message: `Datei ist in UTF-16 gespeichert (im Windows-Editor „Unicode“), nicht in UTF-8; bitte als UTF-8 speichern: ${SAVE_AS_UTF8}`,
    };
  }
  const bom = startsWith(bytes, UTF8_BOM);
  const body = bom ? bytes.subarray(UTF8_BOM.length) : bytes;
  const invalid = firstInvalidUtf8Byte(body);
  if (invalid < 0) return { ok: true, text: utf8.decode(body), bom };

  const { line, column } = endOf(utf8.decode(body.subarray(0, invalid)));
  const byte = body[invalid];
  const hex = `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  // A byte that Windows-1252 reads as a printable character is almost always one (ä, ö, ü, ß, €, „ …).
  const asAnsi = asWindows1252(byte);
  const guess = /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(asAnsi) ? `, vermutlich „${asAnsi}“ in Windows-1252 („ANSI“)` : '';
  return {
    ok: false,
    code: 'file.not-utf8',
    message: `Datei ist nicht in UTF-8 gespeichert: Zeile ${line}, Spalte ${column} enthält das Byte ${hex}${guess}. Bitte die Datei als UTF-8 speichern: ${SAVE_AS_UTF8}`,
  };
}
