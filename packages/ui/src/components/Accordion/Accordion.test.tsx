import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'opzeggen', title: 'Hoe zeg ik op?', content: 'Bel de klantenservice.' },
  { id: 'verhuizen', title: 'Ik ga verhuizen', content: 'Geef je nieuwe adres door.' },
];

describe('Accordion', () => {
  it('opens and closes sections with buttons under headings', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Hoe zeg ik op?' });
    expect(screen.getByRole('heading', { level: 3, name: 'Hoe zeg ik op?' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bel de klantenservice.')).not.toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bel de klantenservice.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one open at a time when asked', async () => {
    const user = userEvent.setup();
    render(
      <Accordion items={items} allowsMultipleExpanded={false} defaultExpandedKeys={['opzeggen']} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ik ga verhuizen' }));
    expect(screen.getByRole('button', { name: 'Hoe zeg ik op?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Ik ga verhuizen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
