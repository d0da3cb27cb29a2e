import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../components/ProgressBar/ProgressBar.tsx';
import { VonkProvider } from './VonkProvider.tsx';

// VonkProvider no longer loads react-aria (issue #34): the components built on it read its locale
// through AriaLocale. A locale whose percent differs from the browser's shows that it arrives.
describe('AriaLocale', () => {
  it("gives react-aria VonkProvider's locale, nl-NL unless told otherwise", () => {
    const { rerender } = render(
      <VonkProvider global={false} locale="fr-FR">
        <ProgressBar label="Voortgang" value={45} />
      </VonkProvider>,
    );
    const bar = () => screen.getByRole('progressbar', { name: 'Voortgang' });
    // French puts a (narrow) no-break space before the sign.
    expect(bar().getAttribute('aria-valuetext')).toMatch(/^45\s%$/);
    rerender(
      <VonkProvider global={false}>
        <ProgressBar label="Voortgang" value={45} />
      </VonkProvider>,
    );
    expect(bar()).toHaveAttribute('aria-valuetext', '45%');
  });
});
