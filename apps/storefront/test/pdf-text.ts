// Reads a PDF back for the tests (the printable load plan of behaviour.md#load-plans): pdf-lib parses it, and the
// text each page shows is taken from its content streams — pdf-lib writes every string as a
// hex string in the standard fonts' WinAnsi encoding, shown with `Tj`.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

export interface ReadPdf {
  title: string | undefined;
  pages: number;
  /** Each page's text, one shown string per line. */
  text: string[];
}

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray)
    return contents
      .asArray()
      .map((ref) => doc.context.lookup(ref))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream);
  return [];
}

// WinAnsi differs from Latin-1 only in 0x80–0x9F; the few the plans print are mapped here.
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x95: '•', 0x96: '–', 0x97: '—' };

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const text = doc.getPages().map((page) =>
    streamsOf(page.node.Contents(), doc)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n')
      .split('\n')
      .flatMap((operator) => {
        const hex = /^<([0-9A-Fa-f]*)> Tj$/.exec(operator.trim())?.[1];
        if (hex === undefined) return [];
        let out = '';
        for (let i = 0; i < hex.length; i += 2) {
          const code = Number.parseInt(hex.slice(i, i + 2), 16);
          out += WIN_ANSI[code] ?? String.fromCharCode(code);
        }
        return [out];
      })
      .join('\n'),
  );
  return { title: doc.getTitle(), pages: doc.getPageCount(), text };
}
