import { WEB } from './hosts';

/** Waits for the web host, which playwright.api-host.config.ts starts without waiting (in parallel with the API host). */
export default async function webHostReady() {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const answer = await fetch(`${WEB}/config.js`).catch(() => undefined);
    if (answer?.ok) return;
  }
  throw new Error(`the web host ${WEB} did not start within 60 s`);
}
