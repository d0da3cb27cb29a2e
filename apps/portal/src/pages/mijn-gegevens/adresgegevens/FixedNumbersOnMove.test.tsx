import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { personas } from '@vonk/sandbox/personas';
import { renderWithApi } from '../../../testing/renderWithApi.tsx';
import { FixedNumbersOnMove } from './FixedNumbersOnMove.tsx';

// ADR 072 with the sandbox's verhuizer: 030-1234567 (Utrecht) and 085-1234567 (not tied to a
// place). The check answers as the sandbox does: valid when the postcode's region is 030.
const LINES = personas.verhuizer.voip;

function renderFor(postalCode: string, status = 200) {
  return renderWithApi(<FixedNumbersOnMove lines={LINES} postalCode={postalCode} />, (url) => {
    const utrecht = decodeURIComponent(url).includes('/3511 ');
    const body = { valid: utrecht, expectedNetCode: utrecht ? '030' : '020' };
    return { status, body: status === 200 ? body : {} };
  });
}

describe('FixedNumbersOnMove', () => {
  it('within the region both numbers go along; only the 030 number is checked, in the path form', async () => {
    const { requested } = renderFor('3511 BD');
    expect(
      await screen.findByText('030-1234567 gaat mee naar je nieuwe adres.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '085-1234567 is niet aan een plaats gebonden en gaat mee naar je nieuwe adres.',
      ),
    ).toBeInTheDocument();
    expect(requested).toEqual(['/api/voipsettings/checknetcode/0301234567/3511%20BD']);
  });

  it('in another region the 030 number cannot go along, with the new area code', async () => {
    renderFor('1012 LG');
    expect(
      await screen.findByText(
        '030-1234567 kan niet mee: op je nieuwe adres is het netnummer 020. Je krijgt daar een nieuw vast nummer. Dat sturen we je voor je verhuisdatum.',
      ),
    ).toBeInTheDocument();
  });

  it('a failing check is said at the number', async () => {
    renderFor('1012 LG', 500);
    expect(
      await screen.findByText(
        'We konden niet nagaan of 030-1234567 mee kan. Dat laten we je weten voor je verhuisdatum.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
