import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FocusTarget, focusArrival } from '@vonk/ui';
import { lazyPart } from './lazyPart.tsx';
import { lazyStep } from './lazyStep.tsx';

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

  it('renders a part whose code is already here at once, with no skeleton', async () => {
    const part = lazyPart(async () => Greeting);
    await act(async () => part.warm());
    const { container } = render(<part.Part name="Els" />);
    expect(screen.getByText('Hallo Els')).toBeDefined();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('ready() waits for the code, so the part then renders with no skeleton; a failure resolves', async () => {
    const failing = lazyPart(() => Promise.reject(new Error('offline')));
    await expect(failing.ready()).resolves.toBeUndefined();
    const part = lazyPart(async () => Greeting);
    await part.ready();
    const { container } = render(<part.Part name="Kees" />);
    expect(screen.getByText('Hallo Kees')).toBeDefined();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  // ADR 141: a step that arrives by navigation takes focus, also when its code came later.
  it("hands a lazy step's focused skeleton over to the step's own target", async () => {
    function Step() {
      return (
        <FocusTarget arrival>
          <h2>Stap 2 van 3</h2>
        </FocusTarget>
      );
    }
    let resolve: (component: typeof Step) => void = () => undefined;
    const part = lazyStep(() => new Promise<typeof Step>((done) => (resolve = done)));
    const { container } = render(
      <main>
        <h1>Opzeggen</h1>
        <part.Part />
      </main>,
    );
    const main = container.querySelector('main')!;
    // What the shell does after the navigation, while the step's code still loads.
    act(() => void focusArrival(main));
    expect(document.activeElement?.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(Step));
    expect(await screen.findByText('Stap 2 van 3')).toBeDefined();
    expect(document.activeElement?.textContent).toBe('Stap 2 van 3');
  });
});
