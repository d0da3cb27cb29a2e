import { Hono } from 'hono';
import type { SetTopBoxInfo } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

const MAX_BOXES = 4;

/** /api/settopboxes/info: the customer's TV receivers (spec §7.2, cached 3000 s). */
export function setTopBoxRoutes() {
  return new Hono<ApiEnv>().get('/info', (c) => {
    const boxes = c.get('persona').subscription.currentSettopBoxes.map((box) => ({
      technicalId: box.technicalId,
      name: box.displayName,
      // Stable per box, so a story or screenshot shows the same number every time.
      serialNumber: `3C${box.technicalId.replace(/\W/g, '').padStart(10, '0')}`,
      recordingCapable: !box.name.includes('Mini'),
    }));
    return c.json({ boxes, maxBoxes: MAX_BOXES } satisfies SetTopBoxInfo);
  });
}
