import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList.tsx';

describe('DescriptionList', () => {
  it('pairs terms with their values', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Naam', description: 'J. de Vries' },
          { term: 'IBAN-nummer', description: 'NL91 ABNA 0417 1643 00' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Naam', 'IBAN-nummer']);
    expect(values[1]).toHaveTextContent('NL91 ABNA 0417 1643 00');
  });

  it('says when there is nothing to show', () => {
    render(<DescriptionList items={[]} />);
    expect(screen.getByText('Er zijn geen gegevens.')).toBeInTheDocument();
  });
});
