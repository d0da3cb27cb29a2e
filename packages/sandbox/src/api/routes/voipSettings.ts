import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  NetCodeCheck,
  SipPasswordResult,
  VoipSettings,
  WriteResult,
} from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { normalisePhoneNumber } from '../fieldRules.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

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
function checkNetCode(phoneNumber: string, postalCode: string): NetCodeCheck {
  const expectedNetCode = NET_CODES[postalCode.trim().slice(0, 2)] ?? null;
  const number = normalisePhoneNumber(phoneNumber);
  return {
    valid: !!expectedNetCode && !!number && number.startsWith(expectedNetCode),
    expectedNetCode,
  };
}

type LineWrite =
  'saveNumberBlocking' | 'saveVoicemailForwarding' | 'requestNumberPorting' | 'resetSipPassword';

/** The parsed body and the line it names; answers 404 itself when there is no such line. */
function lineFor<N extends LineWrite>(c: Context<ApiEnv>, name: N) {
  const body = bodyOf(c, name);
  const number = normalisePhoneNumber(body.phoneNumber);
  const line = c.get('persona').voip.find((candidate) => candidate.phoneNumber === number);
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
    .post('/numberblocking', (c) => {
      const found = lineFor(c, 'saveNumberBlocking');
      if (found instanceof Response) return found;
      const { body, line } = found;
      line.numberBlocking = {
        anonymousCallsBlocked: body.anonymousCallsBlocked,
        premiumNumbersBlocked: body.premiumNumbersBlocked,
        internationalCallsBlocked: body.internationalCallsBlocked,
      };
      return done(c);
    })
    .post('/voicemailforwarding', (c) => {
      const found = lineFor(c, 'saveVoicemailForwarding');
      if (found instanceof Response) return found;
      const { body, line } = found;
      const destination =
        body.forwardingDestination === null
          ? undefined
          : normalisePhoneNumber(body.forwardingDestination);
      if (body.forwardingEnabled && !destination)
        return c.json({
          success: false,
          message: 'Vul een geldig telefoonnummer in om naar door te schakelen.',
        } satisfies WriteResult);
      line.voicemailForwarding = {
        voicemailEnabled: body.voicemailEnabled,
        forwardingEnabled: body.forwardingEnabled,
        forwardingMode: body.forwardingMode,
        forwardingDestination: body.forwardingEnabled ? destination! : null,
      };
      return done(c);
    })
    .post('/numberporting', (c) => {
      const found = lineFor(c, 'requestNumberPorting');
      if (found instanceof Response) return found;
      const { body, line } = found;
      const donorNumber = normalisePhoneNumber(body.donorNumber);
      if (!donorNumber || !body.donorProvider.trim()) {
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
    .post('/sippassword', (c) => {
      const found = lineFor(c, 'resetSipPassword');
      if (found instanceof Response) return found;
      // Shown once and not stored: the sandbox has no SIP server to give it to.
      const sipPassword = Array.from(
        crypto.getRandomValues(new Uint8Array(12)),
        (byte) => 'abcdefghjkmnpqrstuvwxyz23456789'[byte % 31],
      ).join('');
      return c.json({ success: true, sipPassword } satisfies SipPasswordResult);
    });
}
