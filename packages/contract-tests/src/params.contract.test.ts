import { getRead, reads } from '@vonk/domain';
import { customerCodes, customerLogins, personas } from '@vonk/sandbox';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadContractPdf, lookupAddress } from '@vonk/domain';
import { ApiError } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import type { Credit, Order, TransferDossier } from '@vonk/domain';
import { ORDERS_PAGE_SIZE } from '@vonk/domain';
import { creditUrl } from '@vonk/domain';
import { downloadGdprData } from '@vonk/domain';
import { invoicePdfUrl, invoicesPdfUrl } from '@vonk/domain';
import { NETWORK_MIGRATION_PATHS } from '@vonk/domain';
import { ORDERS_PATHS } from '@vonk/domain';
import { PRODUCTS_PATHS } from '@vonk/domain';
import { TRANSFER_PATHS } from '@vonk/domain';
import { VOIP_PATHS } from '@vonk/domain';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';
import { contractProblems } from './contractProblems.ts';

const sandbox = inProcessSandboxClient();

beforeAll(() => sandbox.reset());

/** The first bytes of a download as text: '%PDF' for a PDF, 'PK' for a zip. */
async function magic(blob: Blob, length: number) {
  return new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, length));
}

async function status(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

const sessions = customerLogins.flatMap((login) => [
  { name: login, login, client: () => sandbox.clientFor(login) },
  {
    name: `agent for ${login}`,
    login,
    client: () => sandbox.clientFor('agent', customerCodes[login]),
  },
]);

describe.each(sessions)('contract: GETs with parameters, $name', ({ login, client: make }) => {
  const client: ApiClient = make();

  it(`completed orders come in pages of ${ORDERS_PAGE_SIZE} (spec §9), every order readable by id`, async () => {
    expect(ORDERS_PATHS.completed(1)).toBe('/api/orders/completed/1/10');
    const first = await client.getJson<unknown>(ORDERS_PATHS.completed(1));
    expect(contractProblems('completedOrders', first)).toEqual([]);
    const page = first as { orders: Order[]; page: number; size: number; totalCount: number };
    expect(page).toMatchObject({ page: 1, size: 10 });
    expect(page.orders.length).toBe(Math.min(10, page.totalCount));
    const second = await client.getJson<typeof page>(ORDERS_PATHS.completed(2));
    expect(second.orders.length).toBe(Math.max(0, Math.min(10, page.totalCount - 10)));
    const open = await client.getJson<Order[]>(ORDERS_PATHS.open);
    for (const listed of [...open, ...page.orders]) {
      const byId = await client.getJson<unknown>(ORDERS_PATHS.order(listed.id));
      expect(contractProblems('order', byId)).toEqual([]);
      expect(byId).toEqual(listed);
    }
    expect(await status(client.getJson(ORDERS_PATHS.order('ORD-BESTAAT-NIET')))).toBe(404);
  });

  it('productOrderHistory with PartnerName F-Secure lists exactly the security-product orders', async () => {
    expect(ORDERS_PATHS.productOrderHistory('F-Secure')).toBe(
      '/api/orders/productOrderHistory?PartnerName=F-Secure',
    );
    const history = await client.getJson<unknown>(ORDERS_PATHS.productOrderHistory('F-Secure'));
    expect(contractProblems('productOrderHistory', history)).toEqual([]);
    const all = personas[login].orders;
    const security = all.filter((candidate) =>
      candidate.items.some((item) =>
        item.products.some((product) => product.productName.includes('Veilig Online')),
      ),
    );
    expect((history as Order[]).map((candidate) => candidate.id)).toEqual(
      security.map((candidate) => candidate.id),
    );
    if (login === 'jan') expect(security.length).toBeGreaterThan(0);
    expect(await client.getJson(ORDERS_PATHS.productOrderHistory('Onbekend'))).toEqual([]);
  });

  it('every credit reads back by id; an unknown id is 404', async () => {
    const credits = await client.get('/api/credits');
    for (const credit of credits) {
      const byId = await client.getJson<Credit>(creditUrl(credit.id));
      expect(contractProblems('credit', byId)).toEqual([]);
      expect(byId).toEqual(credit);
    }
    expect(await status(client.getJson(creditUrl('CR-0')))).toBe(404);
  });

  it('opt-out v2 by the id of the unsubscribe link', async () => {
    const { id } = personas[login].optOut;
    const preferences = await getRead(client, reads.optOut, { id });
    expect(contractProblems('optOut', preferences)).toEqual([]);
    expect(preferences.id).toBe(id);
    expect(await status(getRead(client, reads.optOut, { id: 'optout-onbekend' }))).toBe(404);
  });

  it('address lookup: the own address is known, an unknown combination answers []', async () => {
    const own = (await client.get('/api/account')).primaryAddress;
    const found = await lookupAddress(client, own.postalCode, own.houseNumber);
    expect(contractProblems('addressLookup', found)).toEqual([]);
    expect(found).toContainEqual(own);
    expect(await lookupAddress(client, '9999 ZZ', 1)).toEqual([]);
  });

  it('net-code check: query and path variants agree', async () => {
    const { postalCode } = (await client.get('/api/account')).primaryAddress;
    const lines = (await client.get('/api/voipsettings')).lines;
    const phoneNumber = lines[0]?.phoneNumber ?? '0201234567';
    const byQuery = await client.getJson<unknown>(VOIP_PATHS.checkNetCode(phoneNumber, postalCode));
    const byPath = await client.getJson<unknown>(
      VOIP_PATHS.checkNetCodeByPath(phoneNumber, postalCode),
    );
    expect(contractProblems('netCodeCheck', byQuery)).toEqual([]);
    expect(byPath).toEqual(byQuery);
  });

  it('TV products at the own address', async () => {
    const own = (await client.get('/api/account')).primaryAddress;
    const tv = await client.getJson<unknown>(PRODUCTS_PATHS.tvAt(own));
    expect(contractProblems('tvProducts', tv)).toEqual([]);
  });

  it('available products of one category (query)', async () => {
    for (const category of ['Tv', 'Internet', 'Security'] as const) {
      const products = await client.getJson<unknown>(PRODUCTS_PATHS.available(category));
      expect(contractProblems('availableProducts', products)).toEqual([]);
      const list = products as { category: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((product) => product.category === category)).toBe(true);
    }
  });

  it('network migration offer priced for a selection (selectedInternetProduct, wishDate)', async () => {
    const offer = await getRead(client, reads.networkMigrationOffer);
    const product = offer.products[0];
    if (!offer.eligible || !product || !offer.earliestWishDate) {
      expect(offer.selection).toBeNull();
      return;
    }
    const selection = { selectedInternetProduct: product.name, wishDate: offer.earliestWishDate };
    const url = NETWORK_MIGRATION_PATHS.offer(selection);
    const query = new URL(url, 'http://portal.test').searchParams;
    expect([query.get('selectedInternetProduct'), query.get('wishDate')]).toEqual([
      product.name,
      offer.earliestWishDate,
    ]);
    const priced = await client.getJson<unknown>(url);
    expect(contractProblems('networkMigrationOffer', priced)).toEqual([]);
    expect((priced as typeof offer).selection).toMatchObject({
      productName: product.name,
      wishDate: offer.earliestWishDate,
      monthlyPrice: product.price,
    });
  });

  it('invoice PDFs: one is a PDF, several are one zip (repeated invoiceIds)', async () => {
    const invoices = await client.get('/api/invoices');
    for (const invoice of invoices.slice(0, 2)) {
      const { blob, fileName } = await client.getBlob(invoicePdfUrl(invoice.id));
      expect(await magic(blob, 4)).toBe('%PDF');
      expect(fileName).toMatch(/\.pdf$/);
    }
    if (invoices.length >= 2) {
      const ids = invoices.slice(0, 2).map((invoice) => invoice.id);
      const url = invoicesPdfUrl(ids);
      expect(url).toBe(`/api/invoices/pdf?invoiceIds=${ids[0]}&invoiceIds=${ids[1]}`);
      const { blob, fileName } = await client.getBlob(url);
      expect(await magic(blob, 2)).toBe('PK');
      expect(fileName).toMatch(/\.zip$/);
    }
    expect(await status(client.getBlob(invoicePdfUrl('F-0')))).toBe(404);
  });

  it('contract PDF saved as contract.pdf, GDPR data as gdprdata.txt', async () => {
    const save = vi.fn<(file: { blob: Blob; fileName: string }) => void>();
    await downloadContractPdf(client, save);
    const [contract] = save.mock.calls.map(([file]) => file);
    expect(contract?.fileName).toBe('contract.pdf');
    expect(await magic(contract!.blob, 4)).toBe('%PDF');
    // A request not prepared yet has no file (kees; settingsStates.contract.test.ts).
    if (personas[login].gdpr?.available === false) return;
    await downloadGdprData(client, save);
    const gdpr = save.mock.calls[1]?.[0];
    expect(gdpr?.fileName).toBe('gdprdata.txt');
    expect(await gdpr!.blob.text()).toContain(customerCodes[login]);
  });
});

describe('contract: the fixtures make the loops above prove something', () => {
  it('jan has open and completed orders, a security order, credits and two invoices; piet an offer', () => {
    const { jan, piet } = personas;
    expect(jan.orders.length).toBeGreaterThan(2);
    expect(jan.credits.length).toBeGreaterThan(0);
    expect(jan.billing.invoices.length).toBeGreaterThanOrEqual(2);
    expect(jan.voip.length).toBeGreaterThan(0);
    expect(piet.networkMigration.eligible).toBe(true);
  });
});

describe('contract: transfer dossier by reference', () => {
  it('sanne’s dossier reads the same by reference, without and with a login', async () => {
    const sanne = sandbox.clientFor('sanne');
    const dossier = await sanne.get('/api/transfer');
    if (!dossier) throw new Error('sanne has a transfer dossier');
    const byReference = await sanne.getJson<TransferDossier>(
      TRANSFER_PATHS.byReference(dossier.reference),
    );
    expect(contractProblems('transferDossierByReference', byReference)).toEqual([]);
    expect(byReference).toEqual(dossier);
    expect(await status(sanne.getJson(TRANSFER_PATHS.byReference('OV-0000-0000')))).toBe(404);
  });
});
