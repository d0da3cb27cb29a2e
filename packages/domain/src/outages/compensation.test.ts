import { describe, expect, it } from 'vitest';
import type { Credit } from '../credits/schema.ts';
import { outageCompensation, runningOutageCompensation } from './compensation.ts';

const credit = (id: string, fields: Partial<Credit>): Credit => ({
  id,
  date: '2026-11-22',
  description: 'Vergoeding storing',
  amount: 5,
  status: 'Pending',
  invoiceId: null,
  outageId: 'INC-1',
  ...fields,
});

describe('outageCompensation (issue #29: the credit names its outage)', () => {
  it.each<[string, Credit[], ReturnType<typeof outageCompensation>]>([
    ['no credits', [], { kind: 'none' }],
    ['only another outage’s credit', [credit('CR-2', { outageId: 'INC-2' })], { kind: 'none' }],
    ['a credit without an outage', [credit('CR-3', { outageId: null })], { kind: 'none' }],
    ['a credit without the field', [credit('CR-4', { outageId: undefined })], { kind: 'none' }],
    ['pending', [credit('CR-1', {})], { kind: 'pending', creditId: 'CR-1', amount: 5 }],
    [
      'settled on an invoice',
      [credit('CR-1', { status: 'Settled', invoiceId: '2026110005' })],
      { kind: 'settled', creditId: 'CR-1', amount: 5, invoiceId: '2026110005' },
    ],
    [
      'settled without an invoice reads as pending',
      [credit('CR-1', { status: 'Settled', invoiceId: null })],
      { kind: 'pending', creditId: 'CR-1', amount: 5 },
    ],
    [
      'a correction adds up; one pending keeps it pending, on the newest credit',
      [
        credit('CR-1', { status: 'Settled', invoiceId: '2026110005' }),
        credit('CR-9', { date: '2026-11-25', amount: 2.5 }),
      ],
      { kind: 'pending', creditId: 'CR-9', amount: 7.5 },
    ],
    [
      'two settled: the newest one’s invoice, cents exact',
      [
        credit('CR-1', { amount: 0.1, status: 'Settled', invoiceId: '2026100005' }),
        credit('CR-2', {
          amount: 0.2,
          date: '2026-12-01',
          status: 'Settled',
          invoiceId: '2026120005',
        }),
      ],
      { kind: 'settled', creditId: 'CR-2', amount: 0.3, invoiceId: '2026120005' },
    ],
  ])('%s', (_name, credits, expected) => {
    expect(outageCompensation({ id: 'INC-1' }, credits)).toEqual(expected);
  });
});

describe('runningOutageCompensation (the dashboard tile)', () => {
  const outage = (id: string, status: 'Open' | 'InProgress' | 'Resolved') => ({
    id,
    title: id,
    description: '',
    status,
    affectedServices: [],
    startTime: '2026-11-22T07:40:00+01:00',
    expectedEndTime: null,
  });
  it.each<[string, Parameters<typeof runningOutageCompensation>, number]>([
    ['no incidents (the empty object)', [{}, [credit('CR-1', {})]], 0],
    ['a running outage without a credit', [{ incidents: [outage('INC-1', 'Open')] }, []], 0],
    [
      'a running outage with its credit',
      [{ incidents: [outage('INC-1', 'InProgress')] }, [credit('CR-1', {})]],
      5,
    ],
    [
      'a resolved one does not count',
      [{ incidents: [outage('INC-1', 'Resolved')] }, [credit('CR-1', {})]],
      0,
    ],
    [
      'two running ones add up in cents',
      [
        { incidents: [outage('INC-1', 'Open'), outage('INC-2', 'InProgress')] },
        [credit('CR-1', { amount: 0.1 }), credit('CR-2', { amount: 0.2, outageId: 'INC-2' })],
      ],
      0.3,
    ],
  ])('%s', (_name, args, expected) => {
    expect(runningOutageCompensation(...args)).toBe(expected);
  });
});
