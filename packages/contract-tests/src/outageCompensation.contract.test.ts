import { customerLogins } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRead, outageIncidents, reads, unsubscribeHousehold } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// Issue #29 (ADR 138): a credit that names an outage names one the customer's incidents list
// has, and the invoice it is set off on is one of the customer's invoices; a household benefit
// line names one of the customer's linked mobile subscriptions.
const sandbox = inProcessSandboxClient();

beforeAll(async () => {
  await sandbox.reset();
});

describe('contract: outage ↔ credit ↔ invoice and household lines point at what exists', () => {
  it.each(customerLogins)('%s', async (login) => {
    const client = sandbox.clientFor(login);
    const [credits, incidents, invoices, benefit, account] = await Promise.all([
      getRead(client, reads.credits),
      getRead(client, reads.outageIncidents),
      getRead(client, reads.invoices),
      getRead(client, reads.householdBenefit),
      getRead(client, reads.account),
    ]);
    const outageIds = outageIncidents(incidents).map((incident) => incident.id);
    for (const credit of credits.filter((item) => item.outageId)) {
      expect(outageIds).toContain(credit.outageId);
      if (credit.invoiceId) expect(invoices.map((item) => item.id)).toContain(credit.invoiceId);
    }
    const vkfes = account.magentaSubscriptions.map((item) => item.vkfe);
    for (const line of benefit.lines) expect(vkfes).toContain(line.vkfe);
  });

  it('storing: the current outage has a pending credit, the past one a settled one', async () => {
    const client = sandbox.clientFor('storing');
    const credits = await getRead(client, reads.credits);
    expect(credits.map(({ id, outageId, status }) => ({ id, outageId, status }))).toEqual([
      { id: 'CR-5001', outageId: 'INC-2026-1187', status: 'Pending' },
      { id: 'CR-5000', outageId: 'INC-2026-1102', status: 'Settled' },
    ]);
    const incidents = outageIncidents(await getRead(client, reads.outageIncidents));
    expect(incidents.find((item) => item.id === 'INC-2026-1102')?.endTime).toEqual(
      expect.any(String),
    );
  });

  it('klantvoordeel lines follow stopping: joined lines may join again', async () => {
    await sandbox.reset();
    const client = sandbox.clientFor('storing');
    const statuses = async () =>
      (await getRead(client, reads.householdBenefit)).lines.map((line) => line.status);
    expect(await statuses()).toEqual(['Joined', 'Joined']);
    await expect(unsubscribeHousehold(client)).resolves.toEqual({ success: true });
    expect(await statuses()).toEqual(['Eligible', 'Eligible']);
    await sandbox.reset();
  });
});
