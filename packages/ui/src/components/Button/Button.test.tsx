import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button of type button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Opslaan</Button>);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores clicks and says so while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Opslaan Bezig...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when href is given', () => {
    render(
      <Button href="https://www.vonk.nl/winkels" variant="secondary">
        Vind een winkel
      </Button>,
    );
    const link = screen.getByRole('link', {
      name: 'Vind een winkel (opent externe website in nieuw tabblad)',
    });
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('keeps a native disabled state', () => {
    render(<Button disabled>Verstuur</Button>);
    expect(screen.getByRole('button', { name: 'Verstuur' })).toBeDisabled();
  });
});
