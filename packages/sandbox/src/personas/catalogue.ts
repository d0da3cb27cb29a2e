import type { AvailableProduct, ProductCategory } from '@vonk/domain/contract';

export type CatalogueEntry = Omit<AvailableProduct, 'current'>;

const entry = (
  name: string,
  category: ProductCategory,
  price: number,
  description: string,
  extra: Partial<
    Pick<CatalogueEntry, 'oneOffPrice' | 'downloadSpeedMbps' | 'uploadSpeedMbps' | 'displayName'>
  > = {},
): CatalogueEntry => ({
  name,
  displayName: extra.displayName ?? name,
  category,
  price,
  oneOffPrice: extra.oneOffPrice ?? 0,
  description,
  downloadSpeedMbps: extra.downloadSpeedMbps ?? null,
  uploadSpeedMbps: extra.uploadSpeedMbps ?? null,
});

/** What can be ordered, with the product names of spec §3. Prices are the sandbox's own. */
export const catalogue: readonly CatalogueEntry[] = [
  entry('Internet Start', 'Internet', 45, 'Snel genoeg voor surfen, mailen en streamen.', {
    downloadSpeedMbps: 100,
    uploadSpeedMbps: 20,
  }),
  entry('Internet Extra', 'Internet', 55, 'Voor een huis vol schermen.', {
    downloadSpeedMbps: 500,
    uploadSpeedMbps: 50,
  }),
  entry('Internet Giga', 'Internet', 69.5, 'De snelste verbinding.', {
    downloadSpeedMbps: 1000,
    uploadSpeedMbps: 100,
  }),
  entry('TV Start', 'Tv', 17.5, 'Ruim 50 zenders, ook in de app.'),
  entry('TV Compleet', 'Tv', 21, 'Ruim 80 zenders, waarvan 60 in HD.'),
  entry('Interactieve TV', 'ThemePackage', 0, 'Terugkijken, pauzeren en opnemen.'),
  entry('Viaplay', 'PremiumPackage', 14.99, 'Formule 1, Premier League en series.'),
  entry('Viaplay Basis', 'PremiumPackage', 9.99, 'Series en films van Viaplay.'),
  entry(
    'Viaplay Basis + ESPN Compleet',
    'PremiumPackage',
    24.99,
    'Viaplay Basis met alle ESPN-zenders.',
  ),
  entry('Fox Sports Compleet', 'PremiumPackage', 19.95, 'Alle Fox Sports-zenders.'),
  entry('Fox Sports Eredivisie', 'PremiumPackage', 14.95, 'Alle wedstrijden uit de Eredivisie.'),
  entry('Ziggo Sport Totaal', 'PremiumPackage', 14.95, 'Sport van over de hele wereld.'),
  entry('Film1', 'PremiumPackage', 12.5, 'Elke week nieuwe films.'),
  entry('Erotiek pakket', 'PremiumPackage', 12.5, 'Zenders voor volwassenen.'),
  entry('Entertainment', 'ThemePackage', 5, 'Extra entertainmentzenders.'),
  entry('Infotainment', 'ThemePackage', 5, 'Natuur, geschiedenis en wetenschap.'),
  entry('International', 'ThemePackage', 5, 'Zenders uit andere landen.'),
  entry('Kids & Music', 'ThemePackage', 5, 'Kinder- en muziekzenders.'),
  entry('TV Cloud recording', 'Recording', 5, 'Opnemen in de cloud, overal terugkijken.'),
  entry('Vast bellen Basis', 'Voip', 7.5, 'Bellen per minuut.'),
  entry(
    'Vast bellen Onbeperkt',
    'Voip',
    15,
    'Onbeperkt bellen naar vaste en mobiele nummers in Nederland.',
  ),
  entry('Nummerbehoud', 'Voip', 0, 'Neem je huidige vaste nummer mee.'),
  entry('Wifi-versterker', 'WifiExtender', 5, 'Sterke wifi in elke kamer.', { oneOffPrice: 0 }),
  entry('Mediabox Next', 'SetTopBox', 0, 'Tv-ontvanger met opnemen.', { oneOffPrice: 0 }),
  entry('Mediabox Next Mini', 'SetTopBox', 3, 'Extra tv-ontvanger.', { oneOffPrice: 25 }),
  entry(
    'Thuis Veilig Online',
    'Security',
    3,
    'Beveiliging voor alle apparaten op je thuisnetwerk.',
  ),
  entry('Overal Veilig Online', 'Security', 3, 'Beveiliging voor 1 apparaat, ook buiten de deur.'),
  entry('Thuis + Overal Veilig Online', 'Security', 5, 'Thuis en onderweg beveiligd.'),
  entry(
    'Overal Veilig Online 3',
    'Security',
    5,
    'Beveiliging voor 3 apparaten, ook buiten de deur.',
  ),
  entry(
    'Overal Veilig Online 10',
    'Security',
    8,
    'Beveiliging voor 10 apparaten, ook buiten de deur.',
  ),
  entry(
    'Overal Veilig Online 25',
    'Security',
    12,
    'Beveiliging voor 25 apparaten, ook buiten de deur.',
  ),
];

export function catalogueEntry(name: string): CatalogueEntry | undefined {
  return catalogue.find((candidate) => candidate.name === name);
}
