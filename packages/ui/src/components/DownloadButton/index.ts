export {
  DOWNLOAD_FAILED_MESSAGE,
  DownloadButton,
  OBJECT_URL_REVOKE_MS,
  saveBlob,
} from './DownloadButton.tsx';
export type { DownloadButtonProps, DownloadedFile } from './DownloadButton.tsx';
