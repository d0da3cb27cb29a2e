import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a Kruimelpad nav with the current page marked', () => {
    render(
      <Breadcrumbs
        items={[
          { text: 'Overzicht', href: '/dashboard' },
          { text: 'Instellingen', href: '/instellingen/tv' },
          { text: 'TV' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
      'href',
      '/instellingen/tv',
    );
    expect(within(nav).getByText('TV')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
