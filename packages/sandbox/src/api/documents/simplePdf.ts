/** PDF strings are Latin-1 with (, ) and \ escaped; the euro sign is spelled out. */
function pdfText(text: string): string {
  return text.replaceAll('€', 'EUR').replace(/[\\()]/g, (char) => `\\${char}`);
}

export interface SimplePdfOptions {
  /** Points; the line spacing is 1.5 times it. Default 14. */
  fontSize?: number;
  /** The document's title in its metadata (a screen reader and the viewer's tab name say it). */
  title?: string;
}

/**
 * A real, one-page PDF with lines of text (so a download can be opened), built by hand: a sandbox
 * needs no PDF library. Offsets in the xref table must be exact byte positions.
 */
export function simplePdf(
  lines: string[],
  { fontSize = 14, title }: SimplePdfOptions = {},
): Uint8Array<ArrayBuffer> {
  const leading = Math.round(fontSize * 1.5);
  const content = `BT /F1 ${fontSize} Tf 72 760 Td ${leading} TL ${lines.map((line) => `(${pdfText(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const info = title ? ` /Info ${objects.length + 1} 0 R` : '';
  if (title) {
    // The Info dictionary comes after the xref's objects: add it to the table first.
    objects.push(`<< /Title (${pdfText(title)}) >>`);
    offsets.push(pdf.length);
    pdf += `${objects.length} 0 obj\n${objects.at(-1)}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0) & 0xff);
}

export const SANDBOX_NOTICE = 'Vonk sandbox - geen echt document';
