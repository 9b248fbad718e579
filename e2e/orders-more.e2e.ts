import { beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  launch,
  newPage,
  shooter,
  signIn,
  signInQuietly,
  type Browser,
  type Page,
  submit,
  until,
  go,
} from './browser.ts';

/**
 * The wow-kit chain from BOM to approved order, a damage replacement with a photo, and every other new orders
 * screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const BOM = `Wow kit - Holi colours box ${String(Date.now()).slice(-5)}`;
// A 1×1 PNG: the file store checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = shooter('ORDERS_SHOTS_DIR');

/** Polls an outcome for up to 10 s: a first visit loads the screen's chunk and data on a busy machine. */

/** An API call with the page's session (a shortcut to set up data the screens then work on). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

const bomStatus = (page: Page) => page.getByRole('dialog').getByTestId('bom-status').textContent();
const approval = (page: Page, orderNo: string) =>
  page
    .getByTestId('wow-orders')
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByTestId('approval-status')
    .textContent();

/**
 * Opens the flow's BOM in its drawer and waits for its products' price: the buttons move down as the products arrive,
 * and a click aimed before that once landed beside the button (no request, the step waiting out its budget).
 */
async function openBom(page: Page) {
  await go(page, '/place-order/wow-kit-bom-configure');
  await page.getByTestId('list-row').filter({ hasText: BOM }).click();
  await page.getByTestId('bom-price').waitFor();
}

describe('wow kits', () => {
  // A centre then orders it through summary and confirmation; the ZM and final approvers approve the order.
  it('configures a BOM through C1, C2 and C3 and takes an order of it to final approval', async () => {
    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, '/place-order/wow-kit-bom-configure');
    await finance.getByTestId('list-create').click();
    const form = finance.getByTestId('form-wow-kit-bom');
    await form.getByTestId('field-name').fill(BOM);
    await submit(form.getByTestId('form-submit'));
    await until(() => bomStatus(finance)).toBe('PENDING');
    const addProduct = finance.getByRole('combobox', { name: 'Add product' });
    await choose(finance, addProduct, 'crayons', 'Jumbo crayons (12 shades) (CRAYON-12)');
    await finance.getByRole('button', { name: 'Add', exact: true }).click();
    await finance.getByLabel('Quantity of Jumbo crayons (12 shades)').fill('2');
    await submit(finance.getByRole('button', { name: 'Save products' }));
    await until(() => finance.getByTestId('bom-price').count()).toBe(1);
    // C1 is marketing's level, not finance's.
    expect(await finance.getByRole('button', { name: 'C1 approve' }).count()).toBe(0);
    await shot(finance, 'wow-kit-bom-configure');

    const marketing = await newPage(browser);
    await signIn(marketing, 'marketing@demo.school');
    await openBom(marketing);
    await submit(marketing.getByRole('button', { name: 'C1 approve' }));
    await until(() => bomStatus(marketing)).toBe('C1 APPROVED');

    await openBom(finance);
    await submit(finance.getByRole('button', { name: 'C2 approve' }));
    await until(() => bomStatus(finance)).toBe('C2 APPROVED');
    expect(await finance.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    const head = await newPage(browser);
    await signIn(head, 'superadmin@demo.school');
    await openBom(head);
    await head.getByRole('button', { name: 'Approve', exact: true }).click();
    // ACTIVE reads as the third level's APPROVED on approver screens.
    await until(() => bomStatus(head)).toBe('APPROVED');

    // The centre orders two of the new kit: ordering → summary → confirmation.
    const centre = await newPage(browser);
    await signInQuietly(centre, 'franchisee-a@demo.school');
    await go(centre, '/place-order/wow-kit-ordering');
    await until(() => centre.getByTestId('wow-kit-card').filter({ hasText: BOM }).count()).toBe(1);
    await centre.getByLabel(`Kits of ${BOM}`).fill('2');
    await until(() => centre.getByTestId('wow-cart').textContent()).toMatch(/^2 kits · ₹/);
    await shot(centre, 'wow-kit-ordering');
    await centre.getByRole('button', { name: 'Review summary' }).click();
    await centre.waitForURL(/\/place-order\/wow-kit\/summary\/2$/);
    const crayons = centre
      .getByTestId('wow-summary')
      .getByRole('row')
      .filter({ hasText: `Jumbo crayons (12 shades) (${BOM})` });
    await until(() => crayons.count()).toBe(1);
    expect(await crayons.getByRole('cell').nth(2).textContent()).toBe('4');
    const total = (await centre.getByTestId('wow-total-amount').textContent())!.replace('Total ', '');
    await shot(centre, 'wow-kit-summary');
    await centre.getByRole('button', { name: 'Proceed to confirm' }).click();
    await centre.waitForURL(/\/place-order\/wow-kit\/confirm$/);
    await until(() => centre.getByTestId('wow-confirm-total').textContent()).toBe(total);
    await centre.getByRole('button', { name: 'Place order' }).click();
    await until(() => centre.getByText('Tick the box to confirm the order').count()).toBe(1);
    await shot(centre, 'wow-kit-confirm');
    await centre.getByLabel(/I confirm this wow kit order/).check();
    await submit(centre.getByRole('button', { name: 'Place order' }));
    await centre.waitForURL(/\/place-order\/wow-kit-ordering\/order-summary\/2\/\d+$/);
    await until(() => centre.getByTestId('approval-status').textContent()).toBe('PENDING');
    const orderNo = (await centre.getByTestId('page-title').textContent())!.replace('Wow kit order ', '');
    expect(await centre.getByTestId('wow-total-amount').textContent()).toBe(`Total ${total}`);
    expect(await centre.evaluate(() => localStorage.getItem('wowKitOrderItems'))).toBeNull();
    await shot(centre, 'wow-kit-order-summary');

    // The zonal manager approves (shown as ZM APPROVED), then finance gives the final approval.
    await go(marketing, '/place-order/wow-kit/list');
    await submit(
      marketing
        .getByTestId('wow-orders')
        .getByRole('row')
        .filter({ hasText: orderNo })
        .getByRole('button', { name: 'ZM approve' }),
    );
    await until(() => approval(marketing, orderNo)).toBe('ZM APPROVED');
    await go(finance, '/place-order/wow-kit/list');
    await submit(
      finance
        .getByTestId('wow-orders')
        .getByRole('row')
        .filter({ hasText: orderNo })
        .getByRole('button', { name: 'Approve' }),
    );
    await until(() => approval(finance, orderNo)).toBe('APPROVED');
    await shot(finance, 'wow-kit-list');

    await centre.reload();
    await until(() => centre.getByTestId('approval-status').textContent()).toBe('APPROVED');
    await go(finance, '/place-order/wow-kit-dashboard');
    await until(() => finance.getByTestId('wow-recent').textContent()).toContain(orderNo);
    expect(Number(await finance.getByTestId('bom-count-ACTIVE').textContent())).toBeGreaterThanOrEqual(2);
    await shot(finance, 'wow-kit-dashboard');
    await Promise.all([finance, marketing, head, centre].map((p) => p.context().close()));
  });
});

describe('damaged or missing items', () => {
  it('replaces a delivered item free of charge only with a photo', async () => {
    const centre = await newPage(browser);
    await signIn(centre, 'franchisee-a@demo.school');
    const delivery = await newPage(browser);
    await signIn(delivery, 'delivery@demo.school');
    // A delivered order to work on, set up through the API.
    const cart = await call<{ rows: { id: number }[] }>(
      centre,
      'GET',
      '/api/place-order/cart?kitType=CURRICULUM_KIT_1',
    );
    const order = await call<{ id: number; orderNo: string }>(centre, 'POST', '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      studentAdmissionIds: [cart.rows.at(-1)!.id],
    });
    await call(delivery, 'POST', `/api/order-history/${order.id}/confirm`, {});
    await call(delivery, 'POST', `/api/delivery/challan/${order.id}/ship`, {
      courier: 'Blue Dart',
      shippingReferenceNo: `BD${order.id}7788`,
    });
    await call(delivery, 'POST', `/api/delivery/challan/${order.id}/deliver`, {});

    await go(centre, `/order-history/kit/details/curriculum-kit-1/${order.id}/2`);
    // A delivered order offers what the centre may do next: track it, its documents, a re-order.
    await until(() => centre.getByTestId('details-reorder').count()).toBe(1);
    expect(await centre.getByRole('link', { name: 'Track' }).getAttribute('href')).toBe(
      `/order-history/kit/order-track/curriculum-kit-1/${order.id}/BD${order.id}7788`,
    );
    expect(await centre.getByRole('button', { name: 'Challan PDF' }).count()).toBe(1);
    await shot(centre, 'order-details-delivered');
    await centre.getByRole('link', { name: 'Damaged or missing items' }).click();
    await centre.waitForURL(new RegExp(`/damage/re-order/${order.id}$`));
    const item = (await centre.getByTestId('damage-line').first().getByTestId('damage-item').textContent())!;
    await centre.getByLabel(`Replace ${item}`).check();
    await centre.getByLabel('What happened').fill('Box crushed in transit');
    await centre.getByRole('button', { name: 'Place replacement order' }).click();
    await until(() => centre.getByText('Attach at least one photo of the damage').count()).toBe(1);
    const [chooser] = await Promise.all([
      centre.waitForEvent('filechooser'),
      centre.getByRole('button', { name: 'Add photos' }).click(),
    ]);
    await chooser.setFiles({ name: 'crushed-box.png', mimeType: 'image/png', buffer: PNG });
    await until(() => centre.getByTestId('damage-photos').textContent()).toContain('crushed-box.png');
    await shot(centre, 'damage-re-order');
    await submit(centre.getByRole('button', { name: 'Place replacement order' }));
    await centre.waitForURL(/\/order-history\/kit\/details\/damage-missing-kit\/\d+\/2$/);
    await until(() => centre.getByTestId('order-total').textContent()).toBe('Total ₹0.00');
    expect(await centre.getByText(`Damaged or missing kit re-order of ${order.orderNo}`).count()).toBe(1);
    await Promise.all([centre.context().close(), delivery.context().close()]);
  });
});

describe('the other new order screens', () => {
  it('checks PIN codes, uniform indents, invoices, re-orders, stock, margins and mapping upload', async () => {
    const centre = await newPage(browser);
    await signInQuietly(centre, 'franchisee-a@demo.school');
    await go(centre, '/home/pincode-service');
    await centre.getByRole('button', { name: 'Check' }).click();
    await until(() => centre.getByText('PIN code must be a 6-digit PIN code').count()).toBe(1);
    await centre.getByTestId('pincode').fill('560038');
    await centre.getByRole('button', { name: 'Check' }).click();
    await until(() => centre.getByTestId('pincode-result').textContent()).toContain('560038 is serviceable');
    await shot(centre, 'pincode-service');

    // One child's uniform, then the enquiry screen finds the indent.
    await go(centre, '/indent/uniform-indent');
    const child = centre.getByTestId('indent-child');
    await child.click();
    await child.fill('LKG');
    const first = centre.getByRole('option').first();
    const name = (await first.textContent())!.replace(/ \(.*$/, '');
    await first.click();
    await centre.getByRole('button', { name: 'Place indent' }).click();
    await until(() => centre.getByText('Size is required').count()).toBe(1);
    await shot(centre, 'uniform-indent');
    await centre.getByTestId('indent-size').click();
    await centre.getByRole('option', { name: '24', exact: true }).click();
    await submit(centre.getByRole('button', { name: 'Place indent' }));
    await centre.waitForURL(/\/order-history\/kit\/details\/uniform\/\d+\/2$/);
    await go(centre, '/sop/enquiry-uniform-indent');
    await centre.getByTestId('enquiry-search').fill(name.slice(0, 5));
    const row = centre.getByTestId('indent-enquiry-row').filter({ hasText: name });
    await until(() => row.first().textContent()).toMatch(/BLR-001\/KO\/.*24/);
    await shot(centre, 'sop-enquiry-uniform-indent');

    await go(centre, '/indent/bulk-uniform-indent');
    await until(() => centre.getByTestId('bulk-count').textContent()).toMatch(/^0 of \d+ children chosen$/);
    await centre.getByRole('button', { name: 'Place indent' }).click();
    await until(() => centre.getByText('Choose at least one child').count()).toBe(1);
    await shot(centre, 'bulk-uniform-indent');
    await go(centre, '/indent/all-uniform-indents');
    await until(() => centre.getByTestId('orders-uniform').count()).toBe(1);
    await shot(centre, 'all-uniform-indents');
    await go(centre, '/order-history/kit/Invoice');
    await until(() => centre.getByTestId('orders-invoices').textContent()).toMatch(/BLR-001\/KI\//);
    await shot(centre, 'order-history-kit-invoice');
    await go(centre, '/place-order/re-order-kit/list');
    await until(() => centre.getByTestId('orders-reorder').count()).toBe(1);
    await shot(centre, 're-order-kit-list');

    const delivery = await newPage(browser);
    await signInQuietly(delivery, 'delivery@demo.school');
    await go(delivery, '/check/stock');
    await until(() => delivery.getByTestId('stock-table').count()).toBe(1);
    await delivery.getByRole('button', { name: 'Receive or correct stock' }).click();
    await delivery.getByRole('button', { name: 'Save' }).click();
    await until(() => delivery.getByText('Say why the stock changes').count()).toBe(1);
    await shot(delivery, 'check-stock');

    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, '/retailer-margin/product/approved-product/1');
    await finance.getByTestId('list-row').first().click();
    await until(() => finance.getByTestId('margin-status').count()).toBe(1);
    await shot(finance, 'retailer-margin-approved-product');
    await go(finance, '/kit-mapping/upload-mapping/bridge-kit');
    const [chooser] = await Promise.all([
      finance.waitForEvent('filechooser'),
      finance.getByRole('button', { name: 'Choose CSV or Excel file' }).click(),
    ]);
    await chooser.setFiles({
      name: 'bridge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('class,sku,quantity\nUKG,NO-SUCH-SKU,1\nUKG,CRAYON-12,2\n'),
    });
    await submit(finance.getByRole('button', { name: 'Upload', exact: true }));
    await until(() => finance.getByTestId('upload-errors').textContent()).toContain('Unknown SKU NO-SUCH-SKU');
    await shot(finance, 'kit-mapping-upload');

    // Products and their retailer margins come in by upload, all or nothing, bad rows by number.
    await go(finance, '/retailer-margin/product/list-of-product-retail-margin');
    await finance.getByTestId('list-import').click();
    await finance.waitForURL(/\/retailer-margin\/upload-product$/);
    const [products] = await Promise.all([
      finance.waitForEvent('filechooser'),
      finance.getByRole('button', { name: 'Choose CSV or Excel file' }).click(),
    ]);
    await products.setFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,name,category,hsn code,gst %,price\nNEW-KITE,Kite,OUTDOOR,9503,12,abc\n'),
    });
    await submit(finance.getByRole('button', { name: 'Upload', exact: true }));
    await until(() => finance.getByTestId('upload-errors').textContent()).toContain(
      '2Price must be an amount in rupees',
    );
    await shot(finance, 'retailer-margin-upload-product');

    // Kit allocation lists the kit type of its path and uploads for the same one.
    await go(centre, '/kit-allocation/bridge-kit');
    await until(() => centre.getByTestId('list-import').getAttribute('href')).toBe(
      '/kit-allocation/upload-allocated-kit/bridge-kit',
    );
    await shot(centre, 'kit-allocation');
    await Promise.all([centre, delivery, finance].map((p) => p.context().close()));
  });
});
