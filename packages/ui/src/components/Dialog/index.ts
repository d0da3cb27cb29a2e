export { Dialog } from './Dialog.tsx';
export type { DialogProps } from './Dialog.tsx';
