import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { ButtonAsButtonProps } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { FieldError } from '../Field/Field.tsx';
import { Root } from './DownloadButton.styles.ts';

/** Spec §9: downloaded object URLs are revoked after 40 s. */
export const OBJECT_URL_REVOKE_MS = 40_000;

export const DOWNLOAD_FAILED_MESSAGE = 'Het downloaden is niet gelukt. Probeer het later nog eens.';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadButtonProps extends Omit<
  ButtonAsButtonProps,
  'onClick' | 'loading' | 'onError'
> {
  /** Fetches the file, e.g. GET /api/account/contractpdf saved as 'contract.pdf'. */
  download: () => Promise<DownloadedFile>;
  /** Screen-reader text while loading. Default 'Bezig met downloaden...'. */
  loadingText?: ReactNode;
  /** Shown (role=alert) when `download` rejects. */
  errorMessage?: ReactNode;
  onError?: (error: unknown) => void;
  onDownloaded?: (file: DownloadedFile) => void;
}

/** Saves a blob under a file name: object URL, temporary anchor click, revoke after 40 s. */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once breaks downloads in some browsers (Safari, iOS); spec §9 says 40 s.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS);
}

/**
 * A button that downloads a file from a promise. While loading it stays focusable
 * (aria-disabled, spinner); a failure shows a Dutch message under it.
 */
export function DownloadButton({
  download,
  children,
  loadingText = 'Bezig met downloaden...',
  errorMessage = DOWNLOAD_FAILED_MESSAGE,
  onError,
  onDownloaded,
  variant = 'secondary',
  ...rest
}: DownloadButtonProps) {
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const file = await download();
      saveBlob(file);
      onDownloaded?.(file);
    } catch (error) {
      setFailed(true);
      onError?.(error);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Root>
      <Button
        {...rest}
        variant={variant}
        loading={isLoading}
        loadingText={loadingText}
        onClick={() => void start()}
      >
        {children}
      </Button>
      <div role="alert">{failed && <FieldError>{errorMessage}</FieldError>}</div>
    </Root>
  );
}
