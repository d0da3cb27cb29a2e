import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField/TextField.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';

describe('FormErrorSummary', () => {
  it('announces the errors, takes focus, and each link focuses its field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormErrorSummary
          errors={[
            { fieldId: 'postcode', message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' },
          ]}
        />
        <TextField id="postcode" label="Postcode" />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Er ging iets mis met de volgende velden:' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('link', { name: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' }),
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
