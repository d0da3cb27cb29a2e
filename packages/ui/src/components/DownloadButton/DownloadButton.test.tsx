import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadButton, OBJECT_URL_REVOKE_MS } from './DownloadButton.tsx';

describe('DownloadButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:contract');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 40 seconds (spec §9)', () => {
    expect(OBJECT_URL_REVOKE_MS).toBe(40_000);
  });

  it('saves the blob under its file name and revokes the URL after 40 s', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('contract.pdf');
      expect(this.href).toBe('blob:contract');
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    render(
      <DownloadButton download={() => Promise.resolve({ blob, fileName: 'contract.pdf' })}>
        Download contract
      </DownloadButton>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Download contract' }).click();
    });
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    act(() => vi.advanceTimersByTime(OBJECT_URL_REVOKE_MS - 1));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:contract');
    click.mockRestore();
  });

  it('shows a loading state and ignores clicks meanwhile', async () => {
    let finish: (file: { blob: Blob; fileName: string }) => void = () => {};
    const download = vi.fn(
      () => new Promise<{ blob: Blob; fileName: string }>((resolve) => (finish = resolve)),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<DownloadButton download={download}>Download gegevens</DownloadButton>);
    const button = screen.getByRole('button', { name: 'Download gegevens' });
    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Download gegevens Bezig met downloaden...');
    await act(async () => button.click());
    expect(download).toHaveBeenCalledTimes(1);
    await act(async () => finish({ blob: new Blob(['x']), fileName: 'gdprdata.txt' }));
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
