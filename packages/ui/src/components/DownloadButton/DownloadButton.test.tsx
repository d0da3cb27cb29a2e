import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './DownloadButton.tsx';

describe('DownloadButton', () => {
  it('runs the download once and reports it done', async () => {
    const download = vi.fn(() => Promise.resolve());
    const onDownloaded = vi.fn();
    render(
      <DownloadButton download={download} onDownloaded={onDownloaded}>
        Download contract
      </DownloadButton>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Download contract' }).click();
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(onDownloaded).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state and ignores clicks meanwhile', async () => {
    let finish: () => void = () => {};
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DownloadButton download={download}>Download gegevens</DownloadButton>);
    const button = screen.getByRole('button', { name: 'Download gegevens' });
    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Download gegevens Bezig met downloaden...');
    await act(async () => button.click());
    expect(download).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says so in Dutch when the download fails', async () => {
    render(
      <DownloadButton download={() => Promise.reject(new Error('500'))}>
        Download factuur
      </DownloadButton>,
    );
    await act(async () => screen.getByRole('button', { name: 'Download factuur' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Het downloaden is niet gelukt. Probeer het later nog eens.',
    );
  });
});
