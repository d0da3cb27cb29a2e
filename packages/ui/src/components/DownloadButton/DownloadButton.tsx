import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { ButtonAsButtonProps } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { FieldError } from '../Field/Field.tsx';
import { Root } from './DownloadButton.styles.ts';

export const DOWNLOAD_FAILED_MESSAGE = 'Het downloaden is niet gelukt. Probeer het later nog eens.';

export interface DownloadButtonProps extends Omit<
  ButtonAsButtonProps,
  'onClick' | 'loading' | 'onError'
> {
  /**
   * Fetches and saves the file, e.g. the domain's `downloadContractPdf` (GET
   * /api/account/contractpdf saved as 'contract.pdf'); saving is the domain's `saveDownload`.
   */
  download: () => Promise<unknown>;
  /** Screen-reader text while loading. Default 'Bezig met downloaden...'. */
  loadingText?: ReactNode;
  /** Shown (role=alert) when `download` rejects. */
  errorMessage?: ReactNode;
  onError?: (error: unknown) => void;
  onDownloaded?: () => void;
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
      await download();
      onDownloaded?.();
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
