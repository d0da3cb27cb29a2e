// The contract PDF's download (GET /api/account/contractpdf and saving it), loaded when the
// customer asks for it (issue #34): no part of the overview's first load.
export { downloadContractPdf } from '@vonk/domain';
