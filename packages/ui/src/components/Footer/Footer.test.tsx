import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';
import { footerMarketing, footerService } from './footerFixture.ts';

describe('Footer', () => {
  it('renders each group as a heading with its links', () => {
    render(<Footer marketing={footerMarketing} service={footerService} bottom="© Vonk" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Producten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Actuele storingen' })).toHaveAttribute(
      'href',
      '/storingen',
    );
    expect(
      screen.getByRole('link', { name: 'Winkels (opent externe website in nieuw tabblad)' }),
    ).toHaveAttribute('rel', 'noopener');
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(3);
  });
});
