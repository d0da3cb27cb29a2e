import { Hono } from 'hono';
import type {
  Account,
  AgentAction,
  BasicAccount,
  ContractInfo,
  CustomerInfo,
} from '@vonk/domain/contract';
import { contractPdf } from '../documents/contractPdf.ts';
import type { ApiEnv } from '../types.ts';

/**
 * /api/account reads: customer information, header data, personal data, contract (spec §3, §7.2)
 * and the agent log (ADR 129).
 */
export function accountRoutes() {
  return (
    new Hono<ApiEnv>()
      .get('/', (c) =>
        c.json({ ...c.get('persona').account, isAgent: c.get('isAgent') } satisfies Account),
      )
      .get('/basic', (c) => c.json(c.get('persona').basic satisfies BasicAccount))
      .get('/customerinfo', (c) => {
        const { account, details } = c.get('persona');
        return c.json({
          customerId: account.customerId,
          firstName: account.personInformation.firstName,
          lastName: account.personInformation.lastName,
          dateOfBirth: details.dateOfBirth,
          primaryEmailAddress: account.personInformation.primaryEmailAddress,
          contactInformation: account.contactInformation,
          primaryAddress: account.primaryAddress,
          customerSince: details.customerSince,
        } satisfies CustomerInfo);
      })
      // What agents did on this account, newest first (issue #27, ADR 129).
      .get('/agentactions', (c) =>
        c.json((c.get('persona').agentActions ?? []) satisfies AgentAction[]),
      )
      .get('/contractinfo', (c) => c.json(c.get('persona').details.contract satisfies ContractInfo))
      .get('/contractpdf', (c) =>
        c.body(contractPdf(c.get('persona')), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="contract.pdf"',
        }),
      )
  );
}
