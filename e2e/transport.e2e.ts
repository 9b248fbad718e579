import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  launch,
  newPage,
  shooter,
  signIn,
  signInQuietly,
  until,
  type Browser,
  type Page,
  submit,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Transport end to end: franchisee-a adds a vehicle whose insurance has lapsed, is refused when putting it
 * on a route (the reason and the date on screen), renews the insurance, puts it on the route, places
 * students on its stops and sees them on the route sheet and map; the parent pays the transport plan by
 * link and reads the child's boarding log.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const shot = shooter('TRANSPORT_SHOTS_DIR');
const text = (page: Page) => page.locator('body').innerText();

/** The API as the signed-in user of the page (its stored token and centre). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('-');
const REG = `KA09E${String(Date.now()).slice(-4)}`;

describe('transport', () => {
  it('refuses a lapsed vehicle, takes it once renewed; the parent pays and sees the log', async () => {
    const centre = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(centre, 'franchisee-a@demo.school');

    // A vehicle with valid fitness and pollution papers, and an insurance that lapsed five days ago.
    const vehicle = await api(centre, 'POST', '/api/vehicle-details', {
      franchiseeId: 2,
      registrationNumber: REG,
      seats: 3,
      fuelType: 'DIESEL',
    });
    expect(vehicle.status, JSON.stringify(vehicle.json)).toBe(201);
    const vehicleId = vehicle.json.id as number;
    for (const [resource, extra] of [
      ['vehicle-fitness-details', { certificateNumber: `FC-${REG}`, issueDate: day(-30), expiryDate: day(300) }],
      ['vehicle-pollution-details', { certificateNumber: `PUC-${REG}`, issueDate: day(-30), expiryDate: day(150) }],
      [
        'vehicle-insurance-details',
        { policyNumber: `OLD-${REG}`, insurer: 'United India', startDate: day(-370), expiryDate: day(-5) },
      ],
    ] as const) {
      const res = await api(centre, 'POST', `/api/${resource}`, { franchiseeId: 2, vehicleId, ...extra });
      expect(res.status, `${resource}: ${JSON.stringify(res.json)}`).toBe(201);
    }

    // The compliance view lists the lapsed insurance.
    await go(centre, '/transport/vehicle-compliance');
    await until(() => centre.getByTestId('compliance-table').innerText()).toContain(REG);
    expect(await centre.getByTestId('compliance-table').innerText()).toContain(shown(day(-5)));
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'transport-compliance-1366');

    // Putting it on a route is refused, with the reason and the date.
    const routeName = `E2E route ${REG}`;
    await go(centre, '/transport/vehicle-bus-route/add');
    await centre.getByTestId('field-name').fill(routeName);
    const vehicleField = centre.getByTestId('field-vehicleId');
    await vehicleField.click();
    await vehicleField.fill(REG);
    await centre.getByRole('option', { name: REG }).click();
    await submit(centre.getByTestId('form-submit'));
    await until(() => text(centre)).toContain(`The vehicle's insurance expired on ${shown(day(-5))}; renew it first`);
    await shot(centre, 'transport-route-refused-1366');

    // Renewed, the same form goes through.
    const renewed = await api(centre, 'POST', '/api/vehicle-insurance-details', {
      franchiseeId: 2,
      vehicleId,
      policyNumber: `NEW-${REG}`,
      insurer: 'United India',
      startDate: day(0),
      expiryDate: day(365),
    });
    expect(renewed.status).toBe(201);
    await submit(centre.getByTestId('form-submit'));
    await centre.waitForURL((url) => !url.pathname.endsWith('/add'));
    const routes = await api(centre, 'GET', `/api/vehicle-bus-route?q=${encodeURIComponent(routeName)}`);
    expect(routes.json.count).toBe(1);
    const routeId = routes.json.rows[0].id as number;

    // Two stops, and students on them (the parent's child among them) within the three seats.
    const stops: number[] = [];
    for (const [name, lat, lng, time] of [
      ['Defence Colony', 12.9755, 77.6409, '07:35'],
      ['Little Sprouts Preschool', 12.9866, 77.6446, '08:05'],
    ] as const) {
      const s = await api(centre, 'POST', '/api/vehicle-bus-stop', {
        franchiseeId: 2,
        busRouteId: routeId,
        name,
        latitude: lat,
        longitude: lng,
        pickupTime: time,
      });
      expect(s.status, JSON.stringify(s.json)).toBe(201);
      stops.push(s.json.id);
    }
    const mine = await api(centre, 'GET', '/api/assigned-bus-route-student?q=&pageSize=200&fields=studentAdmissionId');
    const riding = new Set((mine.json.rows as { studentAdmissionId: number }[]).map((r) => r.studentAdmissionId));
    const admissions = await api(centre, 'GET', '/api/student-admission?pageSize=50');
    const free = (admissions.json.rows as { id: number }[]).map((r) => r.id).filter((id) => !riding.has(id));
    for (const [i, admission] of free.slice(0, 2).entries()) {
      const a = await api(centre, 'POST', '/api/assigned-bus-route-student', {
        franchiseeId: 2,
        busRouteId: routeId,
        busStopId: stops[i],
        studentAdmissionId: admission,
      });
      expect(a.status, JSON.stringify(a.json)).toBe(201);
    }
    await go(centre, `/transport/vehicle-bus-stop/${routeId}`);
    await until(() => centre.getByTestId('seats').innerText()).toBe('2 of 3');
    // The map draws its line and markers with no tile server.
    await until(() => centre.locator('[data-testid="route-map"] path').count()).toBeGreaterThanOrEqual(3);
    expect(await centre.getByTestId('stops-table').innerText()).toContain('Defence Colony');
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'transport-route-sheet-1366');

    // The transport plan for the parent's child, assigned through the fee engine from a service enquiry.
    const plans = await api(centre, 'GET', '/api/services/approve-plan?status=APPROVED');
    const plan = (plans.json.rows as { id: number; name: string }[]).find(
      (p) => p.name === 'School bus quarterly plan',
    )!;
    const services = await api(centre, 'GET', '/api/services?q=School');
    const enquiries = await api(centre, 'GET', '/api/service-enquiry/list?pageSize=1');
    expect(enquiries.status, JSON.stringify(enquiries.json)).toBe(200);
    const enquiryId = enquiries.json.rows[0].id as number;
    const assigned = await api(centre, 'POST', `/api/services/enquiries/assign/${enquiryId}`, {
      studentAdmissionId: 1,
      serviceId: services.json.rows[0].id,
      feePlanId: plan.id,
    });
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(201);
    const link = `/service-payments/${assigned.json.referenceId}`;

    // The parent pays the first installment by link, on a phone, in test mode.
    const parent = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: true });
    await go(parent, link);
    await until(() => text(parent)).toContain('School bus quarterly plan');
    await shot(parent, 'transport-service-payment-390');
    await parent.getByRole('button', { name: /^Pay ₹[\d,.]+ \(Installment 1\)$/ }).click();
    await submit(parent.getByRole('button', { name: /Pay ₹6,000\.00 \(test\)/ }));
    await parent.waitForURL(/\/payment-invoice\?receipt=/);

    // Signed in, the parent reads the child's boarding log.
    await signInQuietly(parent, 'parent@demo.school');
    await go(parent, '/transport/stundent-Destination-Log-Details');
    await until(() => parent.getByTestId('child-log').innerText()).toMatch(/got on the bus/i);
    expect(await parent.getByTestId('child-log').innerText()).toContain('Indiranagar morning');
    expect(await seriousViolations(parent)).toEqual([]);
    await shot(parent, 'transport-boarding-log-390');
  });

  it("assigns a child to a destination through the form and reads the escort's log of the day", async () => {
    const centre = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(centre, 'franchisee-a@demo.school');
    // A child of the centre with no destination yet, and the name the form finds them by.
    const taken = await api(
      centre,
      'GET',
      '/api/stundent-destination-assignment?pageSize=200&fields=studentAdmissionId',
    );
    const riding = new Set((taken.json.rows as { studentAdmissionId: number }[]).map((r) => r.studentAdmissionId));
    const admissions = await api(centre, 'GET', '/api/student-admission?pageSize=50');
    const free = (admissions.json.rows as { id: number; studentIdLabel: string }[]).find((r) => !riding.has(r.id))!;
    expect(free).toBeTruthy();

    await go(centre, '/transport/stundent-destination-assignment/create');
    await choose(centre, centre.getByTestId('field-studentAdmissionId'), free.studentIdLabel, free.studentIdLabel);
    await choose(centre, centre.getByTestId('field-busRouteId'), 'Indiranagar', 'Indiranagar morning');
    await choose(centre, centre.getByTestId('field-pickupStopId'), 'HAL', 'HAL 2nd Stage');
    // The first flow added a school stop of the same name on its own route: this route's drop is at CMH Road.
    await choose(centre, centre.getByTestId('field-dropStopId'), 'CMH', 'CMH Road');
    await centre.getByTestId('field-shift').click();
    await centre.getByRole('option', { name: 'Morning', exact: true }).click();
    await centre.getByTestId('field-fromDate').fill(shown(day(0)));
    await centre.keyboard.press('Escape');
    await submit(centre.getByTestId('form-submit'));
    await centre.waitForURL((url) => url.pathname === '/transport/stundent-destination-assignment');
    await until(() => text(centre)).toContain(free.studentIdLabel);
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'escort-child-destinations-1366');

    // The escort scans the child on boarding; the centre's log of the day shows who, when, where and by whom.
    const logged = await api(centre, 'POST', '/api/transport/destination-logs', {
      studentAdmissionId: 1,
      logType: 'DROPPED',
    });
    expect(logged.status, JSON.stringify(logged.json)).toBe(201);
    await go(centre, '/transport/stundent-Destination-Log-Details');
    await until(() => centre.getByTestId('child-log').innerText()).toContain('Lakshmi Devi');
    expect(await centre.getByTestId('child-log').innerText()).toContain('KA01AB1234');
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'escort-boarding-log-1366');

    // The escort's routes: stops in order, the vehicle and the escort, the new child boarding at HAL 2nd Stage.
    await go(centre, '/transport/routes');
    await until(() => text(centre)).toContain(`Boards here: `);
    expect(await text(centre)).toContain('Escort: Lakshmi Devi');
    expect(await text(centre)).toContain(free.studentIdLabel);
    await shot(centre, 'escort-routes-1366');

    const phone = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: true });
    await signIn(phone, 'franchisee-a@demo.school');
    for (const [path, name] of [
      ['/transport/stundent-Destination-Log-Details', 'escort-boarding-log-390'],
      ['/transport/routes', 'escort-routes-390'],
      ['/transport/stundent-destination-assignment', 'escort-child-destinations-390'],
      ['/transport/vendors/1/logs', 'escort-vendor-log-390'],
    ] as const) {
      await go(phone, path);
      await until(() => text(phone)).toMatch(/Lakshmi|Indiranagar|SafeRide/);
      // Nothing scrolls sideways on a phone.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(phone, name);
    }
  });
});
