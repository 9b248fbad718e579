import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, launch, newPage, type Browser, type Page, submit, until, signInQuietly, go } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const KIT = 'Nursery curriculum kit 1';
// Per child: Nursery activity book set ₹1,150.00 (0 % GST) and 2 jumbo crayon boxes ₹170.00
// (12 % GST, 6 % CGST + 6 % SGST within Karnataka: ₹20.40) = ₹1,340.40; two children.
const ORDER_TOTAL = '₹2,680.80';
const shippingReference = `BD${String(Date.now()).slice(-8)}`;

/**
 * Clicks a button that posts a command and waits for the server's answer to it. `submit` presses and releases on the
 * button itself: a click at a point of the screen was lost once when the drawer's rows redrew between the two.
 */
async function command(page: Page, button: string, path: RegExp) {
  const answer = await submit(page.getByRole('button', { name: button, exact: true }), { path, method: 'POST' });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The place-order rows stored in the 'intellitotsadmin' IndexedDB database of the page's browser. */
async function storedCart(page: Page): Promise<{ studentName: string; inCart?: boolean }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('intellitotsadmin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('studentOrderKit').objectStore('studentOrderKit').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

const picked = async (page: Page) =>
  (await storedCart(page))
    .filter((r) => r.inCart)
    .map((r) => r.studentName)
    .sort();
const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();
const orderStatus = (page: Page) => page.getByTestId('order-status').textContent();
const addChild = (page: Page, name: string) => page.getByRole('checkbox', { name: `Add ${name}` });

describe('kit order from mapping to the ledger', () => {
  // Then places, confirms, ships with a challan, tracks, delivers and charges the ledger.
  it('maps and approves a kit, builds the cart offline and takes the order to delivery', async () => {
    // franchisee-a signs in first, so the portal's service worker installs while head office works.
    const centre = await newPage(browser, undefined, { serviceWorkers: 'allow' });
    await signInQuietly(centre, 'franchisee-a@demo.school');
    await go(centre, '/place-order');
    await until(() => centre.getByTestId('order-cart').textContent()).toContain('Myra Hegde');
    // Nursery has no curriculum kit 1 yet, so its children are not in the cart.
    expect(await centre.getByTestId('order-cart').textContent()).not.toContain('Aarav Kapoor');

    // Finance maps the kit to Nursery with its products and gives the first (CH1) approval.
    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, '/kit-mapping/curriculum-kit-1');
    await finance.getByRole('button', { name: 'New mapping' }).click();
    await choose(finance, finance.getByTestId('mapping-class'), 'Nurs', 'Nursery');
    const form = finance.getByTestId('form-kit-mapping');
    expect(await form.getByTestId('field-name').inputValue()).toBe('Nursery Curriculum kit 1');
    await form.getByTestId('field-name').fill(KIT);
    await submit(form.getByTestId('form-submit'));
    await until(() => finance.getByTestId('mapping-status').textContent()).toBe('PENDING');
    const addProduct = finance.getByRole('combobox', { name: 'Add product' });
    await choose(finance, addProduct, 'Nursery activity', 'Nursery activity book set (CK1-NUR-BOOKS)');
    await finance.getByRole('button', { name: 'Add', exact: true }).click();
    await choose(finance, addProduct, 'crayons', 'Jumbo crayons (12 shades) (CRAYON-12)');
    await finance.getByRole('button', { name: 'Add', exact: true }).click();
    await finance.getByLabel('Quantity of Jumbo crayons (12 shades)').fill('2');
    await submit(finance.getByRole('button', { name: 'Save products' }));
    await until(() => finance.getByText('Products saved').count()).toBeGreaterThan(0);
    await command(finance, 'CH1 approve', /\/ch1-approve$/);
    await until(() => finance.getByTestId('mapping-status').textContent()).toBe('CH1 APPROVED');
    // The final level is not finance's to give.
    expect(await finance.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // The super admin, another person, gives the final approval.
    const head = await newPage(browser);
    await signInQuietly(head, 'superadmin@demo.school');
    await go(head, '/kit-mapping/curriculum-kit-1');
    await head.getByTestId('list-row').filter({ hasText: KIT }).click();
    await until(() => head.getByTestId('mapping-status').textContent()).toBe('CH1 APPROVED');
    const contents = head.getByRole('dialog').getByRole('row');
    expect(await contents.filter({ hasText: 'Nursery activity book set' }).textContent()).toBe(
      'Nursery activity book set1',
    );
    expect(await contents.filter({ hasText: 'Jumbo crayons (12 shades)' }).textContent()).toBe(
      'Jumbo crayons (12 shades)2',
    );
    await command(head, 'Approve', /\/approve$/);
    await until(() => head.getByTestId('mapping-status').textContent()).toBe('APPROVED');

    // The centre's cart now holds the Nursery children; one is picked online...
    await centre.reload();
    await until(() => centre.getByTestId('order-cart').textContent()).toContain('Aarav Kapoor');
    const waiting = (await cartCount(centre))!.match(/of (\d+) children/)![1];
    await addChild(centre, 'Aarav Kapoor').check();
    await until(() => picked(centre)).toEqual(['Aarav Kapoor']);

    // ...the other offline; a reload offline (the service worker serves the portal) keeps both.
    await centre.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await centre.context().setOffline(true);
    await until(() => centre.getByText('You are offline', { exact: true }).count()).toBe(1);
    await addChild(centre, 'Ananya Iyer').check();
    await until(() => picked(centre)).toEqual(['Aarav Kapoor', 'Ananya Iyer']);
    await centre.reload();
    await until(() => centre.getByText('You are offline', { exact: true }).count()).toBe(1);
    await until(() => cartCount(centre)).toBe(`2 of ${waiting} children in the cart`);
    expect(await addChild(centre, 'Aarav Kapoor').isChecked()).toBe(true);
    expect(await addChild(centre, 'Ananya Iyer').isChecked()).toBe(true);
    expect(await centre.getByTestId('place-order').isDisabled()).toBe(true);

    // Back online the cart is still there, and the order is placed.
    await centre.context().setOffline(false);
    await until(() => centre.getByTestId('place-order').isEnabled()).toBe(true);
    expect(await cartCount(centre)).toBe(`2 of ${waiting} children in the cart`);
    await submit(centre.getByTestId('place-order'));
    await centre.waitForURL(/\/order-history\/kit\/details\/curriculum-kit-1\/\d+\/2$/);
    await until(() => orderStatus(centre)).toBe('Status: Placed');
    expect(await centre.getByTestId('order-total').textContent()).toBe(`Total ${ORDER_TOTAL}`);
    const orderNo = (await centre.getByTestId('page-title').textContent())!.replace('Order ', '');
    expect(orderNo).toMatch(/^BLR-001\/KO\/\d{4}-\d{2}\/\d{4}$/);
    expect(await picked(centre)).toEqual([]);

    // Finance confirms it from the order history: invoice numbered, stock reserved, ledger charged.
    await go(finance, '/order-history');
    await finance.getByRole('link', { name: orderNo }).click();
    await submit(finance.getByRole('button', { name: 'Confirm order' }));
    await until(() => orderStatus(finance)).toBe('Status: CONFIRMED');
    expect(await finance.getByText(/^Invoice: /).textContent()).toMatch(/^Invoice: BLR-001\/KI\/\d{4}-\d{2}\/\d{4}$/);

    // The super admin ships it with a delivery challan and a shipping reference.
    await head.goto(finance.url());
    await head.getByRole('button', { name: 'Ship with challan' }).click();
    expect(await head.getByLabel('Courier').inputValue()).toBe('Blue Dart');
    await head.getByLabel('Shipping reference').fill(shippingReference);
    await submit(head.getByRole('button', { name: 'Ship', exact: true }));
    await until(() => orderStatus(head)).toBe('Status: SHIPPED');
    expect(await head.getByText(/^Shipping: /).textContent()).toBe(`Shipping: Blue Dart ${shippingReference}`);
    const [challan] = await Promise.all([
      head.waitForEvent('download'),
      head.getByRole('button', { name: 'Challan PDF' }).click(),
    ]);
    expect(challan.suggestedFilename()).toMatch(/^challan-BLR-001-DC-\d{4}-\d{2}-\d{4}\.pdf$/);
    expect(
      readFileSync(await challan.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Tracking shows the shipment and the status history so far.
    await head.getByRole('link', { name: 'Track' }).click();
    await head.waitForURL(new RegExp(`/order-history/kit/order-track/curriculum-kit-1/\\d+/${shippingReference}$`));
    await until(() => head.getByTestId('tracking-summary').textContent()).toBe(
      `Blue Dart ${shippingReference} · SHIPPED`,
    );
    const history = head.getByTestId('tracking').locator('.mantine-Timeline-itemTitle');
    expect(await history.allTextContents()).toEqual(['Placed', 'CONFIRMED', 'SHIPPED']);
    expect(await head.getByTestId('tracking').textContent()).toContain(
      `Shipped by Blue Dart, reference ${shippingReference}`,
    );

    // The parcel arrives.
    await head.goBack();
    await submit(head.getByRole('button', { name: 'Mark delivered' }));
    await until(() => orderStatus(head)).toBe('Status: DELIVERED');

    // The centre sees the delivery on its tracking screen and the charge on its order ledger.
    await centre.goto(head.url());
    await centre.getByRole('link', { name: 'Track' }).click();
    await centre.waitForURL(/\/order-history\/kit\/order-track\//);
    await until(() => centre.getByTestId('tracking-summary').textContent()).toBe(
      `Blue Dart ${shippingReference} · DELIVERED`,
    );
    expect(await centre.getByTestId('tracking').locator('.mantine-Timeline-itemTitle').allTextContents()).toEqual([
      'Placed',
      'CONFIRMED',
      'SHIPPED',
      'DELIVERED',
    ]);
    await go(centre, '/ledger/franchisee-order');
    const charge = centre.getByTestId('order-report').getByRole('row').filter({ hasText: orderNo });
    await until(() => charge.textContent()).toContain(ORDER_TOTAL);
    expect(await charge.textContent()).toMatch(
      /BLR-001\/KI\/.*Little Sprouts Preschool Indiranagar.*Curriculum kit 1.*DELIVERED/,
    );
    await Promise.all([centre.context().close(), finance.context().close(), head.context().close()]);
  });
});
