import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DrawerExample } from './DrawerExample.tsx';

describe('Drawer', () => {
  it('opens as a modal dialog and closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<DrawerExample />);
    const trigger = screen.getByRole('button', { name: 'Meer' });
    await user.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Actuele storingen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
