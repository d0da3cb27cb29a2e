export { DOWNLOAD_FAILED_MESSAGE, DownloadButton } from './DownloadButton.tsx';
export type { DownloadButtonProps } from './DownloadButton.tsx';
