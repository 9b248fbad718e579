import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, PHONE, type Browser, submit, until, signInQuietly, sideways, go } from './browser.ts';

/**
 * Messages on phones: the parent writes about their child, the class teacher (another browser) opens the
 * conversation from the inbox and replies, and the parent's open conversation shows "Seen" and the reply.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';

describe('messages', () => {
  it('the parent writes, the teacher replies, the parent sees Seen and the reply', async () => {
    const stamp = Date.now().toString(36);
    const question = `Can our child bring a water bottle? ${stamp}`;
    const reply = `Yes, please write the name on it. ${stamp}`;

    const parent = await newPage(browser, PHONE);
    await signInQuietly(parent, PARENT);
    await go(parent, '/messages');
    const conversation = parent.getByTestId('conversation');
    await conversation.getByTestId('message').first().waitFor();
    await parent.getByLabel('Message').fill(question);
    await submit(parent.getByRole('button', { name: 'Send' }));
    const mine = conversation.getByTestId('message').filter({ hasText: question });
    await mine.waitFor();
    expect(await mine.getByTestId('delivery').textContent()).not.toMatch(/^Seen/);
    expect(await sideways(parent)).toBeLessThanOrEqual(0);

    const teacher = await newPage(browser, PHONE);
    await signInQuietly(teacher, TEACHER);
    await go(teacher, '/messages/inbox');
    const thread = teacher.getByTestId('thread').filter({ hasText: question });
    await thread.click();
    await teacher.getByTestId('conversation').getByText(question).waitFor();
    await teacher.getByLabel('Message').fill(reply);
    await submit(teacher.getByRole('button', { name: 'Send' }));
    await teacher.getByTestId('conversation').getByText(reply).waitFor();
    expect(await sideways(teacher)).toBeLessThanOrEqual(0);

    // The parent's screen, left open, picks up the reply and the Seen mark.
    await conversation.getByText(reply).waitFor({ timeout: 20_000 });
    await until(() => mine.getByTestId('delivery').textContent()).toMatch(
      /^Seen by Lakshmi \(teacher\) \d\d:\d\d [AP]M/,
    );
    expect(await conversation.textContent()).toMatch(/\d\d-\d\d-\d{4}/);
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
  });
});
