/**
 * Items 11 and 12 from outside: no line break or control character gets into a name, title or
 * location (and none splits a calendar entry or contact card), and sign-up does not tell who has
 * an account (same answer and time for a known and an unknown address, the owner warned by mail).
 */
import { brief, check, fieldsOf, figures, http, login, mailsTo, median, optional, probe, sleep, verifiedAccount } from './probe-client.mjs';

/** The lines a lenient reader sees: folded lines joined, then split at any break. */
const lines = (text) => text.replace(/\r\n[ \t]/g, '').split(/\r\n|[\r\n\u0085\u2028\u2029]/);
const count = (text, line) => lines(text).filter((l) => l === line).length;

export async function injection(session) {
  await lineBreaks(session);
  await signUpTells();
}

/** 11: control characters refused with 400 naming the field; the files keep one entry per thing. */
async function lineBreaks({ ana, org, group }) {
  const { base, event, run } = probe;
  const asOrg = { token: org.token, company: org.company };
  const board = `/api/v1/events/${event}/attendee/groups/${group.id}`;
  const refused = (name, r, field) =>
    check(11, name, `400 naming ${field} (controlCharacter)`, `${r.status} ${JSON.stringify(fieldsOf(r.json))}`, r.status === 400 && fieldsOf(r.json)[field] === 'controlCharacter');
  // A gathering falls on one of the event's days.
  const { startDate } = (await http(base, 'GET', `/api/v1/public/events/${event}`)).json;
  const gathering = { title: `Probe ${run}`, startDate, startHour: '10:00', location: 'Pier; 4, \\east' };
  refused(
    'gathering location Party\\rEND:VEVENT\\rBEGIN:VEVENT',
    await http(base, 'POST', `${board}/gatherings`, { token: ana.token, json: { ...gathering, location: 'Party\rEND:VEVENT\rBEGIN:VEVENT' } }),
    'location',
  );
  refused('gathering title with \\n', await http(base, 'POST', `${board}/gatherings`, { token: ana.token, json: { ...gathering, title: 'Walk\nBEGIN:VEVENT' } }), 'title');
  refused('group name with U+2028', await http(base, 'POST', `/api/v1/events/${event}/groups`, { ...asOrg, json: { name: 'Night\u2028owls', icon: '🦉' } }), 'name');
  refused('group name with a tab', await http(base, 'POST', `/api/v1/events/${event}/groups`, { ...asOrg, json: { name: 'Night\towls', icon: '🦉' } }), 'name');
  const newEvent = {
    name: 'Fair\rEND:VEVENT',
    startDate: '2099-01-01',
    endDate: '2099-01-02',
    locationTbd: false,
    location: 'Hall',
    welcomeMessage: '',
    organizerUsername: 'organiser',
    timeZone: 'UTC',
  };
  refused('event name with \\r', await http(base, 'POST', '/api/v1/company/events', { ...asOrg, json: newEvent }), 'name');
  refused(
    'sign-up username with \\r',
    await http(probe.trusted ?? base, 'POST', '/api/v1/auth/register', { json: { email: `cr-${run}@probe.example`, username: `a\rb${run}`, password: probe.password } }),
    'username',
  );

  // A gathering with the characters iCalendar escapes: one VEVENT, the value read back as written.
  const made = await http(base, 'POST', `${board}/gatherings`, { token: ana.token, json: gathering });
  if (made.status !== 201) return check(11, 'gathering for the calendar file', '201', brief(made), false);
  const ics = async () => (await http(base, 'GET', `${board}/gatherings/${made.json.id}/calendar.ics`, { token: ana.token })).text;
  let text = await ics();
  check(
    11,
    'gathering .ics with ; , \\ in the location',
    'one VEVENT, LOCATION escaped',
    `${count(text, 'BEGIN:VEVENT')} VEVENT; ${lines(text).find((l) => l.startsWith('LOCATION:'))}`,
    count(text, 'BEGIN:VEVENT') === 1 && lines(text).includes('LOCATION:Pier\\; 4\\, \\\\east'),
  );
  // PG_URL: the value written straight into the database, as data from before the rule would be.
  const pg = process.env.PG_URL && optional('pg');
  if (pg) {
    const client = new pg.Client({ connectionString: process.env.PG_URL });
    await client.connect();
    await client.query('update gatherings set location = $1 where id = $2', ['Party\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected', made.json.id]);
    await client.end();
    text = await ics();
    check(
      11,
      'gathering .ics, location Party\\rEND:VEVENT\\r… stored',
      'one VEVENT, no bare CR or LF',
      `${count(text, 'BEGIN:VEVENT')} VEVENT; bare breaks: ${/[\r\n]/.test(text.replace(/\r\n/g, ''))}`,
      count(text, 'BEGIN:VEVENT') === 1 && !/[\r\n]/.test(text.replace(/\r\n/g, '')),
    );
  }
  const vcf = (await http(base, 'GET', `/api/v1/events/${event}/connections/contacts.vcf`, { token: ana.token })).text;
  check(
    11,
    'contacts.vcf of an attendee',
    'as many BEGIN:VCARD as END:VCARD, no bare CR or LF',
    `${count(vcf, 'BEGIN:VCARD')}/${count(vcf, 'END:VCARD')}`,
    count(vcf, 'BEGIN:VCARD') === count(vcf, 'END:VCARD') && !/[\r\n]/.test(vcf.replace(/\r\n/g, '')),
  );
}

/** 12: a known and an unknown address get the same answer in the same time; the owner is warned. */
async function signUpTells() {
  const to = probe.trusted ?? probe.base;
  const owner = await verifiedAccount(to);
  const since = Date.now() - 5;
  const samples = Number(process.env.SIGN_UP_SAMPLES ?? 30);
  const times = { known: [], unknown: [] };
  const shapes = { known: new Set(), unknown: new Set() };
  const other = [];
  for (let i = 0; i < samples; i++) {
    for (const kind of i % 2 ? ['known', 'unknown'] : ['unknown', 'known']) {
      const username = `su${probe.run}${kind[0]}${i}`;
      const email = kind === 'known' ? owner.email : `${username}@probe.example`;
      const r = await http(to, 'POST', '/api/v1/auth/register', { json: { email, username, password: 'Takeover-2026!' } });
      if (r.status === 429 && !probe.trusted) {
        await sleep((Number(r.headers.get('retry-after')) || 60) * 1000);
        i--;
        break;
      }
      shapes[kind].add(
        `${r.status} ${Object.keys(r.json ?? {})
          .sort()
          .join(',')}`,
      );
      if (r.status === 201) times[kind].push(r.ms);
      else other.push(brief(r));
    }
  }
  const known = [...shapes.known].join(' | ');
  const unknown = [...shapes.unknown].join(' | ');
  check(
    12,
    `sign-up answers, ${samples} known / ${samples} unknown addresses`,
    'the same status and body keys (201 email,username)',
    `known ${known}; unknown ${unknown}`,
    known === unknown && known === '201 email,username',
  );
  const round = (x) => Math.round(x * 10) / 10;
  const t = { knownMedianMs: round(median(times.known)), unknownMedianMs: round(median(times.unknown)), samples: times.known.length };
  figures.signUpTiming = t;
  const gap = Math.abs(t.knownMedianMs - t.unknownMedianMs) / Math.max(t.knownMedianMs, t.unknownMedianMs);
  check(12, `sign-up timing, ${t.samples} samples each`, 'medians within 10%', `known ${t.knownMedianMs} ms, unknown ${t.unknownMedianMs} ms (${Math.round(gap * 100)}%)`, gap <= 0.1);
  let warned;
  for (const end = Date.now() + 10_000; !warned && Date.now() < end; await sleep(200))
    warned = (await mailsTo(owner.email)).filter((m) => m.at >= since).find((m) => /Someone tried to sign up for Mingle with your address/.test(m.text));
  check(
    12,
    'the owner of the known address',
    'mailed a warning, no code',
    warned ? `warned: ${/^ {4}\d{6}\s*$/m.test(warned.text) ? 'with a code' : 'no code'}` : 'no warning mail',
    warned && !/^ {4}\d{6}\s*$/m.test(warned.text),
  );
  const still = await login(to, owner.email, probe.password).then(
    () => 'old password signs in',
    (err) => String(err.message),
  );
  const taken = await http(to, 'POST', '/api/v1/auth/login', { json: { email: owner.email, password: 'Takeover-2026!' } });
  check(
    12,
    'the known account after the sign-ups',
    'old password works, the sign-up one does not',
    `${still}; sign-up password ${taken.status}`,
    still === 'old password signs in' && taken.status === 401,
  );
}
