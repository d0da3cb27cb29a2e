import { describe, expect, it } from 'vitest';
import { serviceHoursText } from './serviceHoursText.ts';

const day = (open: string, close: string) => ({ open, close });
const weekdays = (hours: { open: string; close: string }) => [hours, hours, hours, hours, hours];

describe('serviceHoursText (spec §9)', () => {
  it('writes the service hours in Dutch, days with the same hours as one range', () => {
    expect(
      serviceHoursText('Technische hulp', [
        ...weekdays(day('08:00', '20:00')),
        day('09:00', '17:30'),
        day('09:00', '17:30'),
      ]),
    ).toBe(
      'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur, zaterdag en zondag 09:00–17:30 uur',
    );
    expect(
      serviceHoursText('Overige vragen', [
        ...weekdays(day('08:00', '18:00')),
        day('09:00', '17:30'),
        null,
      ]),
    ).toBe(
      'Overige vragen: maandag t/m vrijdag 08:00–18:00 uur, zaterdag 09:00–17:30 uur, zondag gesloten',
    );
  });

  it('names single days and closed runs', () => {
    expect(
      serviceHoursText('Winkel', [null, null, day('10:00', '17:00'), null, null, null, null]),
    ).toBe(
      'Winkel: maandag en dinsdag gesloten, woensdag 10:00–17:00 uur, donderdag t/m zondag gesloten',
    );
  });
});
