import { Card, DescriptionList, Section, StatusTag, formatDateInText, formatTime } from '@vonk/ui';
import { outageTimeline } from '@vonk/domain';
import type { OutageIncident } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { OUTAGE_STATUS_TEXTS, OUTAGE_STATUS_TONES, SERVICE_TEXTS } from './outageTexts.ts';

/** '22 november 2026, 07:40' */
const moment = (time: string) => `${formatDateInText(time)}, ${formatTime(time)}`;

/** One outage: what is affected, since when, until when, its status and its updates newest first. */
export function OutageCard({ incident }: { incident: OutageIncident }) {
  const t = useText();
  const timeline = outageTimeline(incident);
  return (
    <Card title={incident.title} headingLevel={2}>
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
          { id: 'since', term: t('outages.field.since'), description: moment(incident.startTime) },
          {
            id: 'end',
            term: t('outages.field.expectedEnd'),
            description: incident.expectedEndTime
              ? moment(incident.expectedEndTime)
              : t('outages.field.expectedEndUnknown'),
          },
        ]}
      />
      {timeline.length > 0 && (
        <Section title={t('outages.timeline.title')} headingLevel={3}>
          <ol aria-label={t('outages.timeline.label', { title: incident.title })}>
            {timeline.map((update) => (
              <li key={update.time}>
                <time dateTime={update.time}>{moment(update.time)}</time>: {update.message}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </Card>
  );
}
