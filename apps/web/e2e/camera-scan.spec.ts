import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { newAttendee } from './support/attendees';
import { bearer, contextWith, login, qrPath, SLUG, type Session } from './support/session';
import { unique } from './support/unique';

/**
 * The camera, for real: Chromium's fake capture device plays a still picture of a QR code (a Y4M
 * file written before each scan), and the connection scanner and the door read it as a phone would.
 */
const VIDEO = path.join(os.tmpdir(), `mingle-camera-${process.env.E2E_PORT ?? 3210}.y4m`);
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

/** One 640x480 frame (YUV 4:2:0) of `text` as a black-on-white QR code, centred, 6 px a module. */
function showToCamera(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const [width, height, scale] = [640, 480, 6];
  const size = (qr.modules.size + 8) * scale;
  const [left, top] = [(width - size) / 2, (height - size) / 2];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < qr.modules.size; y++)
    for (let x = 0; x < qr.modules.size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) luma.fill(16, (top + (y + 4) * scale + dy) * width + left + (x + 4) * scale, (top + (y + 4) * scale + dy) * width + left + (x + 5) * scale);
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  fs.writeFileSync(VIDEO, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

test.afterAll(() => fs.rmSync(VIDEO, { force: true }));

test("the camera reads another attendee's connection code, and the door reads a pass", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = unique();
  const person = (who: string) => newAttendee(request, { slug: SLUG, email: `${who}-${id}@example.com`, username: `${who}_${id}`, firstName: who, lastName: `Lens${id}`, interests: ['jazz'] });
  const [ivo, jun] = [await person('Ivo'), await person('Jun')];

  // Ivo points his phone at Jun's code: the connection opens.
  showToCamera(`http://localhost:${process.env.E2E_PORT ?? 3210}${await qrPath(request, jun.session as Session)}`);
  const phone = await (await contextWith(browser, ivo.session as Session)).context.newPage();
  await phone.goto(`/events/${SLUG}/connections`);
  await phone.getByRole('button', { name: 'Scan a code' }).first().click();
  await expect(phone).toHaveURL(new RegExp(`/events/${SLUG}/connections/new/${(jun.session as Session).user.id}`), { timeout: 20_000 });

  // At the door, the organiser's camera reads Jun's pass and checks Jun in.
  const pass = ((await (await request.get(`/api/v1/events/${SLUG}/pass`, { headers: bearer(jun.session as Session) })).json()) as { token: string }).token;
  showToCamera(pass);
  const organiser = await login(request, 'organiser@mingle.demo');
  const eventId = ((await (await request.get(`/api/v1/public/events/${SLUG}`)).json()) as { id: string }).id;
  const door = await (await contextWith(browser, organiser)).context.newPage();
  await door.goto(`/northwind/events/${eventId}/check-in`);
  await door.getByRole('button', { name: 'Scan with the camera' }).click();
  const outcome = door.getByTestId('door-outcome');
  await expect(outcome.getByRole('heading', { name: `Jun Lens${id}` })).toBeVisible({ timeout: 20_000 });
  await expect(outcome).toContainText(/Checked in at \d\d:\d\d/);
});
