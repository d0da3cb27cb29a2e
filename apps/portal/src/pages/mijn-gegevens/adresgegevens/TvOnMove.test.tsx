import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Address } from '@vonk/domain';
import { catalogue, personas } from '@vonk/sandbox/personas';
import { renderWithApi } from '../../../testing/renderWithApi.tsx';
import { TvOnMove } from './TvOnMove.tsx';

// ADR 089 with the sandbox's jan (TV Compleet). The TV-by-address list answers as the sandbox
// does: everything in Utrecht, only TV Start on the Lindengracht, none in Groningen.
const TV = personas.jan.subscription.currentTv;
const LISTS: Record<string, string[]> = {
  '3511 BD': ['TV Start', 'TV Compleet'],
  '1015 KK': ['TV Start'],
  '9711 LV': [],
};
const at = (postalCode: string): Address => ({
  street: 'Straat',
  houseNumber: 2,
  houseNumberAddition: null,
  postalCode,
  city: 'Stad',
});

function renderFor(postalCode: string, currentTv = TV, status = 200) {
  return renderWithApi(<TvOnMove currentTv={currentTv} address={at(postalCode)} />, (url) => {
    const names = LISTS[new URL(url, 'http://x').searchParams.get('address.postalCode') ?? ''];
    const body = catalogue
      .filter((entry) => entry.category === 'Tv' && names?.includes(entry.name))
      .map((entry) => ({ ...entry, current: entry.name === currentTv?.name }));
    return { status, body: status === 200 ? body : {} };
  });
}

describe('TvOnMove', () => {
  it('the current TV goes along; the list is asked for the new address', async () => {
    const { requested } = renderFor('3511 BD');
    expect(
      await screen.findByText('TV Compleet gaat mee naar je nieuwe adres.'),
    ).toBeInTheDocument();
    expect(requested).toEqual([
      '/api/products/tv?address.postalCode=3511+BD&address.houseNumber=2',
    ]);
  });

  it('another list: says what can be chosen there', async () => {
    renderFor('1015 KK');
    expect(
      await screen.findByText(
        'TV Compleet is op je nieuwe adres niet beschikbaar. Daar kun je kiezen uit TV Start. Je nieuwe tv-pakket kies je na je verhuizing.',
      ),
    ).toBeInTheDocument();
  });

  it('an empty list: no TV there, and it stops on the move date', async () => {
    renderFor('9711 LV');
    expect(
      await screen.findByText(
        'Op je nieuwe adres is geen tv beschikbaar. TV Compleet stopt daarom op je verhuisdatum. Daarna betaal je er niet meer voor.',
      ),
    ).toBeInTheDocument();
  });

  it('a failing read is said, the move stays possible', async () => {
    renderFor('3511 BD', TV, 500);
    expect(
      await screen.findByText(
        'We konden niet nagaan of je tv mee kan. Je kunt je verhuizing wel doorgeven. Wat er met je tv gebeurt, laten we je weten voor je verhuisdatum.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('without TV nothing is shown and nothing is asked', () => {
    const { requested } = renderFor('9711 LV', null);
    expect(screen.queryByRole('region', { name: 'Je tv' })).toBeNull();
    expect(requested).toEqual([]);
  });
});
