import { describe, expect, it } from 'vitest';
import { serviceHoursText } from './serviceHoursText.ts';

describe('serviceHoursText (spec §9)', () => {
  it('writes the service hours in Dutch', () => {
    expect(serviceHoursText()).toEqual({
      technicalHelp:
        'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur, zaterdag en zondag 09:00–17:30 uur',
      otherQuestions:
        'Overige vragen: maandag t/m vrijdag 08:00–18:00 uur, zaterdag 09:00–17:30 uur, zondag gesloten',
    });
  });
});
