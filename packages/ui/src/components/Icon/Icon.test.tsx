import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { subscriptionIconName } from './icons.ts';

describe('Icon', () => {
  it('is hidden from assistive tech without a label', () => {
    const { container } = render(<Icon name="home" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a Dutch name when labelled', () => {
    render(<Icon name="fixed3p" label="Internet + TV + Vast bellen" />);
    expect(screen.getByRole('img', { name: 'Internet + TV + Vast bellen' })).toBeInTheDocument();
  });
});

describe('subscriptionIconName', () => {
  it.each([
    [0, 'prePaid'],
    [1, 'postPaid'],
    [10, 'fixed1p'],
    [11, 'fixed2pVoip'],
    [12, 'fixed2pTv'],
    [13, 'fixed3p'],
    ['Fixed2pTv', 'fixed2pTv'],
    [99, 'subscription'],
  ] as const)('%s → %s', (type, name) => expect(subscriptionIconName(type)).toBe(name));
});
