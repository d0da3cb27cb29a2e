import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders its children in order as the element asked for', () => {
    render(
      <Stack as="ul" aria-label="Stappen">
        <li>Eerste</li>
        <li>Tweede</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Stappen' });
    expect(list.textContent).toBe('EersteTweede');
  });
});
