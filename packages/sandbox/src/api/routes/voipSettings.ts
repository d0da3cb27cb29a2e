import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  ForwardingMode,
  NetCodeCheck,
  SipPasswordResult,
  VoipLine,
  VoipSettings,
  WriteResult,
} from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { isRecord, jsonBody, normalisePhoneNumber } from '../validation.ts';

/** Area codes (netnummers) by the first two postcode digits, for the regions the personas live in. */
const NET_CODES: Record<string, string> = {
  '10': '020',
  '11': '020',
  '23': '071',
  '30': '010',
  '31': '010',
  '35': '030',
  '56': '040',
  '97': '050',
};
const FORWARDING_MODES: ReadonlySet<unknown> = new Set<ForwardingMode>([
  'Always',
  'Busy',
  'NoAnswer',
]);

function checkNetCode(phoneNumber: string, postalCode: string): NetCodeCheck {
  const expectedNetCode = NET_CODES[postalCode.trim().slice(0, 2)] ?? null;
  const number = normalisePhoneNumber(phoneNumber);
  return {
    valid: !!expectedNetCode && !!number && number.startsWith(expectedNetCode),
    expectedNetCode,
  };
}

const booleans = (body: Record<string, unknown>, keys: string[]) =>
  keys.every((key) => typeof body[key] === 'boolean');

/** Finds the line a write is for; answers 400/404 itself when it cannot. */
async function lineFor(
  c: Context<ApiEnv>,
): Promise<{ body: Record<string, unknown>; line: VoipLine } | Response> {
  const body = await jsonBody(c.req);
  if (!isRecord(body) || typeof body.phoneNumber !== 'string')
    return c.json({ message: 'Body must name the line: { phoneNumber, … }.' }, 400);
  const line = c
    .get('persona')
    .voip.find(
      (candidate) => candidate.phoneNumber === normalisePhoneNumber(body.phoneNumber as string),
    );
  return line ? { body, line } : c.json({ message: 'No such phone line.' }, 404);
}

const done = (c: Context<ApiEnv>) => c.json({ success: true } satisfies WriteResult);

/** /api/voipsettings (spec §7.2): settings per fixed line, net-code check and the line writes. */
export function voipSettingsRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json({ lines: c.get('persona').voip } satisfies VoipSettings))
    .get('/checknetcode', (c) =>
      c.json(checkNetCode(c.req.query('phoneNumber') ?? '', c.req.query('postalCode') ?? '')),
    )
    .get('/checknetcode/:phoneNumber/:postalCode', (c) =>
      c.json(checkNetCode(c.req.param('phoneNumber'), c.req.param('postalCode'))),
    )
    .post('/numberblocking', async (c) => {
      const found = await lineFor(c);
      if (found instanceof Response) return found;
      const { body, line } = found;
      if (
        !booleans(body, [
          'anonymousCallsBlocked',
          'premiumNumbersBlocked',
          'internationalCallsBlocked',
        ])
      ) {
        return c.json({ message: 'Body must be NumberBlockingRequest.' }, 400);
      }
      line.numberBlocking = {
        anonymousCallsBlocked: body.anonymousCallsBlocked as boolean,
        premiumNumbersBlocked: body.premiumNumbersBlocked as boolean,
        internationalCallsBlocked: body.internationalCallsBlocked as boolean,
      };
      return done(c);
    })
    .post('/voicemailforwarding', async (c) => {
      const found = await lineFor(c);
      if (found instanceof Response) return found;
      const { body, line } = found;
      if (
        !booleans(body, ['voicemailEnabled', 'forwardingEnabled']) ||
        !FORWARDING_MODES.has(body.forwardingMode)
      ) {
        return c.json({ message: 'Body must be VoicemailForwardingRequest.' }, 400);
      }
      const destination =
        typeof body.forwardingDestination === 'string'
          ? normalisePhoneNumber(body.forwardingDestination)
          : undefined;
      if (body.forwardingEnabled && !destination)
        return c.json({
          success: false,
          message: 'Vul een geldig telefoonnummer in om naar door te schakelen.',
        } satisfies WriteResult);
      line.voicemailForwarding = {
        voicemailEnabled: body.voicemailEnabled as boolean,
        forwardingEnabled: body.forwardingEnabled as boolean,
        forwardingMode: body.forwardingMode as ForwardingMode,
        forwardingDestination: body.forwardingEnabled ? destination! : null,
      };
      return done(c);
    })
    .post('/numberporting', async (c) => {
      const found = await lineFor(c);
      if (found instanceof Response) return found;
      const { body, line } = found;
      const donorNumber =
        typeof body.donorNumber === 'string' ? normalisePhoneNumber(body.donorNumber) : undefined;
      if (!donorNumber || typeof body.donorProvider !== 'string' || !body.donorProvider.trim()) {
        return c.json({
          success: false,
          message: 'Vul het nummer en de huidige aanbieder in.',
        } satisfies WriteResult);
      }
      line.numberPorting = {
        status: 'Requested',
        donorNumber,
        donorProvider: body.donorProvider.trim(),
      };
      return done(c);
    })
    .post('/sippassword', async (c) => {
      const found = await lineFor(c);
      if (found instanceof Response) return found;
      // Shown once and not stored: the sandbox has no SIP server to give it to.
      const sipPassword = Array.from(
        crypto.getRandomValues(new Uint8Array(12)),
        (byte) => 'abcdefghjkmnpqrstuvwxyz23456789'[byte % 31],
      ).join('');
      return c.json({ success: true, sipPassword } satisfies SipPasswordResult);
    });
}
