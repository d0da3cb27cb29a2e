import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopoverExample } from './PopoverExample.tsx';

describe('Popover', () => {
  it('opens from its trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<PopoverExample />);
    const trigger = screen.getByRole('button', { name: 'Wat is een vastrecht?' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Uitleg vastrecht' })).toHaveTextContent(
      'Het vaste bedrag',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
