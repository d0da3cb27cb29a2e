import {
  Button,
  DescriptionList,
  Link,
  Section,
  Spinner,
  StatusTag,
  Table,
  VisuallyHidden,
  formatDate,
  formatDateInText,
  formatEuro,
} from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import {
  CREDIT_PARAM,
  creditFromLink,
  creditsNewestFirst,
  outageIncidents,
  reads,
  routePaths,
  useRead,
} from '@vonk/domain';
import type { Credit, Invoice } from '@vonk/domain';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { FocusHere } from '../../sections/FocusHere.tsx';

/** One credit in full (GET /api/credits/{id}), asked for when the customer opens it. */
function CreditDetail({ id, invoices }: { id: string; invoices: readonly Invoice[] }) {
  const t = useText();
  const credit = useRead(id ? reads.credit : null, { id: id ?? '' });
  // A §2.5 preload: the outage a credit compensates is named by its title (issue #29).
  const outages = outageIncidents(useRead(reads.outageIncidents).data);
  if (credit.error) return <p role="alert">{t('credits.detailFailed')}</p>;
  if (!credit.data) return <Spinner label={t('credits.detailLoading')} />;
  const { data } = credit;
  const invoice = invoices.find((candidate) => candidate.id === data.invoiceId);
  const outageId = data.outageId;
  const outage = outageId ? outages.find((candidate) => candidate.id === outageId) : undefined;
  return (
    <FocusHere>
      <DescriptionList
        aria-label={t('credits.detailTitle', { description: data.description })}
        items={[
          { id: 'description', term: t('credits.description'), description: data.description },
          { id: 'date', term: t('credits.date'), description: formatDateInText(data.date) },
          { id: 'amount', term: t('credits.amount'), description: formatEuro(data.amount) },
          {
            id: 'settled',
            term: t('credits.settlement'),
            description:
              data.status === 'Settled'
                ? invoice
                  ? t('credits.settledOn', { date: formatDateInText(invoice.invoiceDate) })
                  : t('credits.settledText')
                : t('credits.pendingText'),
          },
          ...(outageId
            ? [
                {
                  id: 'outage',
                  term: t('credits.outage'),
                  // Back to the outage on /storingen, which focuses it (?storing={id}); one the
                  // API no longer lists is named by its id.
                  description: outage ? (
                    <Link href={routePaths.outages.href({ storing: outageId })}>
                      {outage.title}
                    </Link>
                  ) : (
                    outageId
                  ),
                },
              ]
            : []),
        ]}
      />
    </FocusHere>
  );
}

/**
 * Credits (tegoeden, money back): list, and a detail per credit on request. The open credit is
 * in the URL (`?tegoed={id}`, ADR 071), so a link, Back and a reload land on that credit.
 */
export function CreditList({ invoices }: { invoices: readonly Invoice[] }) {
  const t = useText();
  const read = usePageData(reads.credits).data;
  const credits = creditsNewestFirst(read ?? []);
  const [params, setParams] = useSearchParams();
  // A link is judged once the credits are read: before that every credit looks unknown.
  const link = creditFromLink(credits, read === undefined ? null : params.get(CREDIT_PARAM));
  const open = link.kind === 'found' ? link.credit.id : null;
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(CREDIT_PARAM, id);
    else next.delete(CREDIT_PARAM);
    void setParams(next, { preventScrollReset: true });
  };
  const columns: TableColumn<Credit>[] = [
    {
      key: 'date',
      header: t('credits.date'),
      rowHeader: true,
      render: (credit) => formatDate(credit.date),
    },
    { key: 'description', header: t('credits.description') },
    {
      key: 'amount',
      header: t('credits.amount'),
      align: 'end',
      render: (credit) => formatEuro(credit.amount),
    },
    {
      key: 'status',
      header: t('credits.status'),
      render: (credit) =>
        credit.status === 'Settled' ? (
          <StatusTag tone="success">{t('credits.settled')}</StatusTag>
        ) : (
          <StatusTag tone="info">{t('credits.pending')}</StatusTag>
        ),
    },
    {
      key: 'detail',
      header: t('credits.detail'),
      render: (credit) => (
        <Button
          size="small"
          variant="secondary"
          aria-expanded={open === credit.id}
          onClick={() => setOpen(open === credit.id ? null : credit.id)}
        >
          {open === credit.id ? t('credits.hide') : t('credits.show')}
          <VisuallyHidden> {credit.description}</VisuallyHidden>
        </Button>
      ),
    },
  ];
  return (
    <Section title={t('credits.title')} description={t('credits.intro')}>
      {/* Not "no credits" before they are read (the route preloads them, ADR 095). */}
      {read === undefined ? (
        <Spinner label={t('credits.loading')} />
      ) : (
        <Table
          caption={t('credits.caption')}
          columns={columns}
          rows={credits}
          getRowKey={(credit) => credit.id}
          emptyText={t('credits.empty')}
        />
      )}
      {link.kind === 'unknown' && (
        <FocusHere>
          <p role="alert">{t('credits.linkUnknown')}</p>
        </FocusHere>
      )}
      {open && <CreditDetail key={open} id={open} invoices={invoices} />}
    </Section>
  );
}
