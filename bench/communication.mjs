// Communication throughput against the built portal: 10,000 emails to one list go through the job queue into a
// local SMTP server, 10,000 SMS through the provider adapter into a local gateway stub, and 200 phone photos
// (about 4 MB each) are uploaded to an album with their thumbnails made on the server. Prints the rates and
// the server's peak memory (VmHWM, reset before each part).
//   node bench/communication.mjs [--db pglite|pg] [--emails 10000] [--sms 10000] [--photos 200]
// Needs `npm run build`. Goals: ≥ 200 emails/s with the server below 300 MB; ≥ 10 photos/s.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { memoryOf, startPortal } from './enquiry-import.mjs';
import { parseArgs } from './lib/database.mjs';

const MB = 1024 * 1024;

async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    count: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startGateway() {
  let accepted = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      accepted++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'accepted', id: `m-${accepted}` }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/send`,
    count: () => accepted,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until `count()` reaches `target`, sampling the server's peak memory. */
async function until(count, target, pid, timeoutMs = 600_000) {
  const start = Date.now();
  while (count() < target) {
    if (Date.now() - start > timeoutMs) throw new Error(`only ${count()} of ${target} arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return memoryOf(pid).peak;
}

export async function run({ db = 'pglite', emails = 10_000, sms = 10_000, photos = 200 } = {}) {
  const smtp = await startSmtp();
  const gateway = await startGateway();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Portal <no-reply@bench.example>';
  process.env.SMS_GATEWAY_URL = gateway.url;
  process.env.SMS_GATEWAY_KEY = 'bench';
  // Both stand-ins run on this machine: allowed as an operator lists services on the private network.
  process.env.OUTBOUND_INTERNAL_ORIGINS = `${smtp.url},${gateway.url}`;
  const portal = await startPortal(db);
  const results = {};
  try {
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'franchisee-a@demo.school', password: 'Demo@12345' }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const json = async (method, path, body) => {
      const res = await fetch(`${portal.url}${path}`, {
        method,
        headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const child = await json('GET', '/api/student-admission/1');
    results.startPeakMB = Math.round(memoryOf(portal.pid).peak / MB);
    console.log('server peak after start and sign-in', results.startPeakMB, 'MB');
    const templates = (await json('GET', '/api/comm-templates?pageSize=50&fields=name,type')).rows;
    const template = (type) => templates.find((t) => t.type === type).id;

    for (const [channel, total, sink, address] of [
      ['EMAIL', emails, smtp, (i) => `parent${i}@bench.example`],
      ['SMS', sms, gateway, (i) => `9${String(100_000_000 + i)}`],
    ]) {
      if (!total) continue;
      const before = sink.count();
      // The peak is measured from here (VmHWM reset): start-up and the demo seed on PGlite come before.
      writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
      const startMB = Math.round(memoryOf(portal.pid).rss / MB);
      const t0 = performance.now();
      await json('POST', '/api/communications/send', {
        templateId: template(channel),
        audience: {
          franchiseeId: child.franchiseeId,
          kind: 'LIST',
          addresses: Array.from({ length: total }, (_, i) => address(i)),
        },
        values: { feeDue: '4500', date: '05-12-2026' },
      });
      const accepted = performance.now() - t0;
      const peak = await until(() => sink.count() - before, total, portal.pid);
      const seconds = (performance.now() - t0) / 1000;
      results[channel] = {
        messages: total,
        seconds: Number(seconds.toFixed(1)),
        perSecond: Math.round(total / seconds),
        sendAnsweredMs: Math.round(accepted),
        serverStartMB: startMB,
        serverPeakMB: Math.round(peak / MB),
      };
      console.log(channel, results[channel]);
    }

    if (photos) {
      const album = await json('POST', '/api/photo-albums', {
        franchiseeId: child.franchiseeId,
        classId: child.classId,
        title: 'Bench album',
        eventDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      });
      // A phone-sized photo of noise (which JPEG cannot shrink), about 4 MB.
      const { data, info } = await sharp({
        create: { width: 2400, height: 1800, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
      })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const photo = await sharp(data, { raw: info }).jpeg({ quality: 97 }).toBuffer();
      writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
      const startMB = Math.round(memoryOf(portal.pid).rss / MB);
      const t0 = performance.now();
      let next = 0;
      const lane = async () => {
        while (next < photos) {
          next++;
          const form = new FormData();
          form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${next}.jpg`);
          const res = await fetch(`${portal.url}/api/photogallary/albums/${album.id}/photos`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
        }
      };
      await Promise.all([lane(), lane(), lane(), lane()]);
      const seconds = (performance.now() - t0) / 1000;
      results.photos = {
        photos,
        photoMB: Number((photo.length / MB).toFixed(1)),
        seconds: Number(seconds.toFixed(1)),
        perSecond: Number((photos / seconds).toFixed(1)),
        serverStartMB: startMB,
        serverPeakMB: Math.round(memoryOf(portal.pid).peak / MB),
      };
      console.log('PHOTOS', results.photos);
    }
    return results;
  } finally {
    await portal.stop();
    await smtp.close();
    await gateway.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run(parseArgs(process.argv.slice(2), { db: 'pglite', emails: 10_000, sms: 10_000, photos: 200 }));
}
