import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces errors assertively', () => {
    render(<Alert tone="error" title="Oeps! Er is iets fout gegaan." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
  });

  it('announces info politely', () => {
    render(<Alert title="Betaling ontvangen">Bedankt voor je betaling.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Betaling ontvangenBedankt voor je betaling.',
    );
  });

  it('can be a static notice', () => {
    render(
      <Alert live="none" tone="warning">
        Onderhoud van 22/01 tot 26/01.
      </Alert>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Onderhoud van 22/01 tot 26/01.')).toBeInTheDocument();
  });
});
