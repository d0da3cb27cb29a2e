import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { externalUrls } from '../api/routes/runtimeConfig.ts';
import { sandboxHandlers } from './sandboxHandlers.ts';

describe('sandboxHandlers', () => {
  const handlers = sandboxHandlers({ persona: 'sanne' });

  it('answers the brand site "not found" itself, so no story waits on the outside network', async () => {
    for (const url of [externalUrls.setTopBoxVideo, externalUrls.setTopBoxVideoCaptions]) {
      const response = await getResponse(
        handlers,
        new Request(url, { headers: { range: 'bytes=0-' } }),
      );
      expect(response?.status).toBe(404);
    }
  });

  it('runs the sandbox API for the portal origin', async () => {
    const response = await getResponse(handlers, new Request('http://localhost:5173/config.json'));
    expect(response?.status).toBe(200);
  });
});
