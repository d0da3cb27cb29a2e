import { useEffect, useRef } from 'react';
import { Card, DescriptionList, Section, StatusTag, formatMoment } from '@vonk/ui';
import { expectedFix, outageTimeline } from '@vonk/domain';
import type { Invoice, OutageCompensation as Compensation, OutageIncident } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { OutageCompensation } from './OutageCompensation.tsx';
import { OUTAGE_STATUS_TEXTS, OUTAGE_STATUS_TONES, SERVICE_TEXTS } from './outageTexts.ts';

export interface OutageCardProps {
  incident: OutageIncident;
  /** The portal's clock: "gisteren 18:00", and whether the expected fix is past (issue #29). */
  now: Date;
  /** What the outage earned the customer (issue #29); none when absent. */
  compensation?: Compensation;
  /** The customer's invoices, to name the one a compensation is set off on. */
  invoices?: readonly Invoice[];
  /** 2 on /storingen; 3 under "Opgeloste storingen". */
  headingLevel?: 2 | 3;
  /** The outage a link asked for (`?storing={id}`): it takes focus. */
  focused?: boolean;
}

/**
 * One outage: what is affected, since when, until when (said as late when it is), its status,
 * its compensation and its updates newest first.
 */
export function OutageCard({
  incident,
  now,
  compensation = { kind: 'none' },
  invoices = [],
  headingLevel = 2,
  focused = false,
}: OutageCardProps) {
  const t = useText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);
  const timeline = outageTimeline(incident);
  const fix = expectedFix(incident, now);
  const sub = headingLevel === 2 ? 3 : 4;
  return (
    <Card
      ref={ref}
      id={`storing-${incident.id}`}
      tabIndex={focused ? -1 : undefined}
      data-focused={focused || undefined}
      title={incident.title}
      headingLevel={headingLevel}
    >
      <p>{incident.description}</p>
      <DescriptionList
        items={[
          {
            id: 'status',
            term: t('outages.field.status'),
            description: (
              <StatusTag tone={OUTAGE_STATUS_TONES[incident.status]}>
                {t(OUTAGE_STATUS_TEXTS[incident.status])}
              </StatusTag>
            ),
          },
          {
            id: 'affected',
            term: t('outages.field.affected'),
            description: incident.affectedServices.map((s) => t(SERVICE_TEXTS[s])).join(', '),
          },
          {
            id: 'since',
            term: t('outages.field.since'),
            description: formatMoment(incident.startTime, now),
          },
          incident.status === 'Resolved'
            ? {
                id: 'end',
                term: t('outages.field.ended'),
                description: incident.endTime
                  ? formatMoment(incident.endTime, now)
                  : t('outages.field.expectedEndUnknown'),
              }
            : {
                id: 'end',
                term: t('outages.field.expectedEnd'),
                description:
                  fix.kind === 'unknown'
                    ? t('outages.field.expectedEndUnknown')
                    : fix.overdue
                      ? t('outages.field.expectedEndOverdue', { moment: formatMoment(fix.at, now) })
                      : formatMoment(fix.at, now),
              },
        ]}
      />
      <OutageCompensation compensation={compensation} invoices={invoices} headingLevel={sub} />
      {timeline.length > 0 && (
        <Section title={t('outages.timeline.title')} headingLevel={sub}>
          <ol aria-label={t('outages.timeline.label', { title: incident.title })}>
            {timeline.map((update) => (
              <li key={update.time}>
                <time dateTime={update.time}>{formatMoment(update.time, now)}</time>:{' '}
                {update.message}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </Card>
  );
}
