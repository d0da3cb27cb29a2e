import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { draftValues, formDraftKey, restoreDraft } from './formDraft.ts';
import { leavesPage, submitErrorOutcome, submitResultOutcome } from './submitOutcome.ts';

const failed = (status: number, body?: unknown) =>
  new ApiError({ status, url: '/api/transfer/reference/OV-2026-0042', method: 'PUT', body });

describe('submit outcomes (spec §8 for forms)', () => {
  it.each([
    ['503 maintenance', failed(503), { kind: 'leaving' }],
    ['401 logout', failed(401), { kind: 'leaving' }],
    ['500', failed(500, { message: 'Interne fout' }), { kind: 'failed' }],
    ['no answer', failed(0), { kind: 'failed' }],
    ['not an ApiError', new Error('boom'), { kind: 'failed' }],
    ['422 without messages', failed(422, {}), { kind: 'failed' }],
    [
      '422 with a field',
      failed(422, { message: 'Vul een geldig telefoonnummer in.', field: 'contactPhoneNumber' }),
      {
        kind: 'refused',
        messages: [{ field: 'contactPhoneNumber', message: 'Vul een geldig telefoonnummer in.' }],
      },
    ],
    [
      '409 with a list',
      failed(409, {
        message: 'Dit kan niet meer.',
        errors: [{ field: 'email', message: 'Dit e-mailadres is al in gebruik.' }, { x: 1 }],
      }),
      {
        kind: 'refused',
        messages: [
          { message: 'Dit kan niet meer.' },
          { field: 'email', message: 'Dit e-mailadres is al in gebruik.' },
        ],
      },
    ],
    [
      'success: false thrown as an error',
      failed(200, { success: false, message: 'Je overstapaanvraag is al verstuurd.' }),
      { kind: 'refused', messages: [{ message: 'Je overstapaanvraag is al verstuurd.' }] },
    ],
  ])('%s', (_name, error, outcome) => {
    expect(submitErrorOutcome(error)).toEqual(outcome);
  });

  it('a { success: false } answer is refused, anything else saved', () => {
    expect(submitResultOutcome({ success: false, message: 'Nee.', field: 'x' })).toEqual({
      kind: 'refused',
      messages: [{ field: 'x', message: 'Nee.' }],
    });
    expect(submitResultOutcome({ success: false })).toEqual({ kind: 'refused', messages: [] });
    expect(submitResultOutcome({ success: true })).toEqual({ kind: 'saved' });
    expect(submitResultOutcome(undefined)).toEqual({ kind: 'saved' });
  });

  it('leaves the page only for 503 and 401', () => {
    expect([503, 401, 500, 404].map((status) => leavesPage(failed(status)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('form drafts', () => {
  it('are keyed by host (spec §9) and form', () => {
    expect(formDraftKey('localhost:5173', 'retour-label')).toBe(
      'localhost:5173FormDraft:retour-label',
    );
    expect(formDraftKey('localhost:5173', 'mijn-gegevens', 'ab12')).toBe(
      'localhost:5173FormDraft.ab12:mijn-gegevens',
    );
  });

  it('never keep passwords, IBANs or card numbers, nor the fields a form marks sensitive', () => {
    expect(
      draftValues(
        {
          email: 'jan@vonk.nl',
          currentPassword: 'welkom',
          newWachtwoord: 'x',
          iban: 'NL91ABNA0417164300',
          cardNumber: '4111',
          pin: '1234',
          shippingAddress: 'Dorpsstraat 1',
          accountHolderName: 'J. Jansen',
        },
        ['accountHolderName'],
      ),
    ).toEqual({ email: 'jan@vonk.nl', shippingAddress: 'Dorpsstraat 1' });
  });

  it('restore only the fields and types the form has', () => {
    const defaults = { provider: '', phone: '0612345678', choices: ['newsletter'] };
    expect(
      restoreDraft(
        JSON.stringify({ provider: 'Glasvezel Noord', phone: 6, evil: '<b>' }),
        defaults,
      ),
    ).toEqual({ provider: 'Glasvezel Noord', phone: '0612345678', choices: ['newsletter'] });
    expect(restoreDraft(JSON.stringify({ choices: [] }), defaults)).toEqual({
      ...defaults,
      choices: [],
    });
    expect(restoreDraft(JSON.stringify({ choices: [1] }), defaults)).toBeUndefined();
    expect(restoreDraft('{', defaults)).toBeUndefined();
    expect(restoreDraft('null', defaults)).toBeUndefined();
    expect(restoreDraft(null, defaults)).toBeUndefined();
    expect(restoreDraft('{}', defaults)).toBeUndefined();
  });
});
