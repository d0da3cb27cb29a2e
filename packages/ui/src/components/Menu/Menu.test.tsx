import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu.tsx';
import { invoiceActions } from './menuFixture.ts';

describe('Menu', () => {
  it('opens with the keyboard, moves with arrows and acts on Enter', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Menu label="Acties" items={invoiceActions} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Acties' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    expect(screen.getByRole('menuitem', { name: 'Download als pdf' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Betalingsregeling aanvragen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('betaalregeling');
    expect(menu).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu label="Acties" items={invoiceActions} onAction={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Acties' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
