import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from './lazyPart.tsx';

// Issue #34: a part's code loads when shown or warmed, once; a failed fetch is tried again.
function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('lazyPart', () => {
  it('shows a busy skeleton, then the part, fetching its code once for warm and show', async () => {
    const load = vi.fn(async () => Greeting);
    const part = lazyPart(load);
    part.intent.onPointerEnter();
    part.intent.onFocus();
    const { container } = render(<part.Part name="Jan" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Hallo Jan')).toBeDefined();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next warm after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = lazyPart(load);
    await act(async () => part.warm());
    part.warm();
    render(<part.Part name="Piet" />);
    expect(await screen.findByText('Hallo Piet')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
