// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DomainProvider } from '../cache/DomainProvider.tsx';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import type { RecordedRequest } from '../testing/fakeFetch.ts';
import {
  NO_EMAIL,
  isUnsubscribedFromEverything,
  optOutChoices,
  optOutChoicesFrom,
  selectedOptOutChoices,
} from './optOutRules.ts';
import { useRead } from '../cache/useRead.ts';
import * as privacyReads from './reads.ts';
import { useSaveOptOut } from './useSaveOptOut.ts';

/** The unsubscribe page's read: waits without an id. */
const useOptOut = (id: string | null | undefined) =>
  useRead(id ? privacyReads.optOut : null, { id: id ?? '' });

const STORED = {
  id: 'optout-10000001',
  emailAddress: 'j***@example.nl',
  commercialEmail: true,
  newsletter: true,
  surveys: true,
};

function setup(respond: (request: RecordedRequest) => Response) {
  const { client, ...fake } = fakeClient(respond, { getAccessToken: async () => null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()}>
      {children}
    </DomainProvider>
  );
  return { wrapper, ...fake };
}

const useBoth = (id: string | null) => ({ optOut: useOptOut(id), save: useSaveOptOut() });

describe('reads.optOut (spec §7.2 consent, public /unsubscribe)', () => {
  it('GETs /api/optout/v2/{id} without a token', async () => {
    const { wrapper, requests } = setup(() => json(STORED));
    const { result } = renderHook(() => useOptOut('optout-10000001'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(STORED));
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/optout/v2/optout-10000001'],
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('encodes the id from the link', async () => {
    const { wrapper, requests } = setup(() => json(STORED));
    renderHook(() => useOptOut('a/b c'), { wrapper });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/optout/v2/a%2Fb%20c');
  });

  it.each([null, undefined, ''])('waits without an id (%j)', (id) => {
    const { wrapper, requests } = setup(() => json(STORED));
    const { result } = renderHook(() => useOptOut(id), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('gives an unknown id as an ApiError with status 404', async () => {
    const { wrapper } = setup(() => json({ message: 'Unknown opt-out id.' }, 404));
    const { result } = renderHook(() => useOptOut('optout-onbekend'), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
  });
});

describe('useSaveOptOut', () => {
  it('PUTs the choices with the id and shows them as stored', async () => {
    const { wrapper, requests } = setup((request) =>
      request.method === 'PUT' ? json({ success: true }) : json(STORED),
    );
    const { result } = renderHook(() => useBoth('optout-10000001'), { wrapper });
    await waitFor(() => expect(result.current.optOut.data).toEqual(STORED));
    await act(() => result.current.save({ ...STORED, ...NO_EMAIL, newsletter: true }));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/optout/v2');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      id: 'optout-10000001',
      commercialEmail: false,
      newsletter: true,
      surveys: false,
    });
    await waitFor(() =>
      expect(optOutChoices(result.current.optOut.data!)).toEqual({
        commercialEmail: false,
        newsletter: true,
        surveys: false,
      }),
    );
  });

  it('rejects on a server error and on success: false', async () => {
    let answer = json({ message: 'kapot' }, 500);
    const { wrapper } = setup((request) => (request.method === 'PUT' ? answer : json(STORED)));
    const { result } = renderHook(() => useSaveOptOut(), { wrapper });
    await expect(result.current({ id: 'optout-1', ...NO_EMAIL })).rejects.toMatchObject({
      status: 500,
    });
    answer = json({ success: false });
    await expect(result.current({ id: 'optout-1', ...NO_EMAIL })).rejects.toMatchObject({
      name: 'ApiError',
      body: { success: false },
    });
  });
});

describe('opt-out rules', () => {
  it('turns choices into checkbox values and back', () => {
    const choices = { commercialEmail: true, newsletter: false, surveys: true };
    expect(selectedOptOutChoices(choices)).toEqual(['commercialEmail', 'surveys']);
    expect(optOutChoicesFrom(selectedOptOutChoices(choices))).toEqual(choices);
    expect(optOutChoicesFrom([])).toEqual(NO_EMAIL);
  });

  it.each([
    [NO_EMAIL, true],
    [{ ...NO_EMAIL, surveys: true }, false],
    [optOutChoices(STORED), false],
  ])('unsubscribed from everything: %j → %s', (choices, expected) => {
    expect(isUnsubscribedFromEverything(choices)).toBe(expected);
  });
});
