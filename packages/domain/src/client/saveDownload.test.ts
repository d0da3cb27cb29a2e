// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDownload } from './saveDownload.ts';

afterEach(() => vi.useRealTimers());

describe('saveDownload (spec §9)', () => {
  it('clicks a download link and revokes the object URL after 40 s', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement;
      clicks.push(`${link.download} ${link.getAttribute('href') ?? ''}`);
      event.preventDefault();
    });
    saveDownload({ blob: new Blob(['x']), fileName: 'contract.pdf' });
    expect(create).toHaveBeenCalled();
    expect(clicks).toEqual(['contract.pdf blob:1']);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(39_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:1');
  });
});
