import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './fileNameFrom.ts';

describe('fileNameFrom', () => {
  it.each([
    ['attachment; filename="contract.pdf"', '/api/account/contractpdf', 'contract.pdf'],
    ['attachment; filename=gdprdata.txt', '/api/gdpr/data', 'gdprdata.txt'],
    [
      'attachment; filename="x.zip"; filename*=UTF-8\'\'rekeningen%20mei.zip',
      '/api/invoices/pdf',
      'rekeningen mei.zip',
    ],
    [null, '/api/invoices/pdf/INV-1?x=1', 'INV-1'],
    ['inline', '/', 'download'],
  ])('%s on %s → %s', (header, url, expected) => {
    expect(fileNameFrom(header, url)).toBe(expected);
  });
});
