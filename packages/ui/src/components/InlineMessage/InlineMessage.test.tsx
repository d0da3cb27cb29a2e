import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { InlineMessageTone } from './InlineMessage.tsx';
import { InlineMessage } from './InlineMessage.tsx';

describe('InlineMessage', () => {
  it.each<[InlineMessageTone, string]>([
    ['info', 'Informatie:'],
    ['success', 'Gelukt:'],
    ['warning', 'Let op:'],
    ['error', 'Fout:'],
  ])('names the %s tone in words before the message', (tone, prefix) => {
    render(
      <InlineMessage tone={tone} live="polite">
        Je postcode is onbekend.
      </InlineMessage>,
    );
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent(`${prefix} Je postcode is onbekend.`);
    expect(message).toHaveAttribute('data-tone', tone);
    expect(screen.getByText(prefix)).toHaveAttribute('data-visually-hidden');
    expect(message.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is static text by default', () => {
    render(<InlineMessage tone="warning">Wijzigen kan tot 18:00 uur.</InlineMessage>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const message = screen.getByText('Wijzigen kan tot 18:00 uur.').closest('p');
    expect(message).toHaveTextContent('Let op: Wijzigen kan tot 18:00 uur.');
  });

  it('announces politely as status and assertively as alert', () => {
    render(
      <>
        <InlineMessage tone="success" live="polite">
          Opgeslagen
        </InlineMessage>
        <InlineMessage tone="error" live="assertive">
          Dit IBAN is niet geldig.
        </InlineMessage>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gelukt: Opgeslagen');
    expect(screen.getByRole('alert')).toHaveTextContent('Fout: Dit IBAN is niet geldig.');
  });

  it('renders as a span inside running text', () => {
    render(
      <p>
        Levering{' '}
        <InlineMessage as="span" tone="success" live="polite">
          onderweg
        </InlineMessage>
      </p>,
    );
    expect(screen.getByRole('status').tagName).toBe('SPAN');
  });

  it('forwards its ref, spreads props, merges className and lets the prefix be overridden', () => {
    const ref = createRef<HTMLParagraphElement>();
    render(
      <InlineMessage
        ref={ref}
        id="iban-hint"
        className="eigen"
        tone="info"
        tonePrefix="Tip:"
        live="polite"
      >
        Je vindt je IBAN op je bankpas.
      </InlineMessage>,
    );
    const message = screen.getByRole('status');
    expect(ref.current).toBe(message);
    expect(message).toHaveAttribute('id', 'iban-hint');
    expect(message).toHaveClass('eigen');
    expect(message.classList.length).toBeGreaterThan(1);
    expect(message).toHaveTextContent('Tip: Je vindt je IBAN op je bankpas.');
  });
});
