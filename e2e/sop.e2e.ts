import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, until, type Browser, type Page, submit, signInQuietly, go } from './browser.ts';

/**
 * The SOP library end to end: head office writes a document with a section in the seeded "Centre
 * operations" folder (shown to centre staff), a teacher of centre 002 reads it and acknowledges it, and
 * head office sees who has read and understood it and who has not.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const HEAD_OFFICE = 'trainer@demo.school';
const TEACHER = 'teacher@demo.school';
const TEACHER2 = 'teacher2@demo.school';
async function openDocumentInManage(page: Page, title: string) {
  await go(page, '/sop/manage-sops');
  const list = page.getByTestId('list-sop-documents');
  await list.getByRole('textbox').first().fill(title);
  await list.getByText(title, { exact: true }).click();
  await page.getByRole('dialog').getByText(title).first().waitFor();
}

describe('SOP library', () => {
  it('head office writes a section, a teacher acknowledges it, head office sees who has not', async () => {
    const title = `Fire drill ${Date.now().toString(36)}`;

    // Head office: a new document in "Centre operations", then its first section in the rich-text editor.
    const desk = await newPage(browser);
    await signInQuietly(desk, HEAD_OFFICE);
    await go(desk, '/sop/manage-sops');
    await desk.getByTestId('list-sop-documents').getByTestId('list-create').click();
    const form = desk.getByRole('dialog');
    await form.getByTestId('field-folderId').click();
    await form.getByTestId('field-folderId').fill('Centre');
    await desk
      .getByRole('option', { name: /Centre operations/ })
      .first()
      .click();
    await form.getByTestId('field-title').fill(title);
    await submit(form.getByTestId('form-submit'));
    await form.waitFor({ state: 'hidden' });

    await openDocumentInManage(desk, title);
    const drawer = desk.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Section title' }).fill('When the alarm rings');
    await drawer.locator('.ProseMirror').fill('Lead the children out by the nearest exit and count them at the gate.');
    await submit(drawer.getByRole('button', { name: 'Add section' }));
    await drawer.getByTestId('sop-sections').getByRole('link', { name: 'When the alarm rings' }).waitFor();
    await drawer.getByText('version 1').first().waitFor();

    // A teacher of centre 002 reads it in the library and acknowledges it.
    const teacher = await newPage(browser);
    await signInQuietly(teacher, TEACHER);
    await go(teacher, '/sop/sop-home');
    await teacher.getByRole('link', { name: 'Centre operations' }).click();
    await teacher.waitForURL(/\/sop\/folder\/\d+$/);
    await teacher.getByRole('link', { name: title }).click();
    const reader = teacher.getByTestId('sop-document');
    await reader.getByText('Lead the children out by the nearest exit').waitFor();
    await reader.getByRole('button', { name: 'I have read and understood this' }).click();
    await reader.getByTestId('sop-acknowledged').waitFor();
    await until(() => reader.getByTestId('sop-acknowledged').textContent()).toContain('version 1');

    // Head office: the teacher has acknowledged; a colleague at the same centre has not.
    await openDocumentInManage(desk, title);
    const pending = desk.getByTestId('sop-pending');
    await pending.waitFor();
    await until(() => pending.textContent()).toContain(TEACHER2);
    const emails = await pending.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(emails).toContain(TEACHER2);
    expect(emails).not.toContain(TEACHER);
    await until(() => desk.getByTestId('sop-acknowledged-list').textContent()).toMatch(/Centre|Sprouts/);

    await desk.context().close();
    await teacher.context().close();
  });
});
