// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { offerToAutomation } from '../src/automation.ts';
import { queryClient } from '../src/query-client.ts';

type Offered = { portalAutomation?: { open(path: string): void } };
const offered = () => (window as unknown as Offered).portalAutomation;

function driven(byAutomation: boolean) {
  Object.defineProperty(navigator, 'webdriver', { value: byAutomation, configurable: true });
}

afterEach(() => {
  delete (window as unknown as Offered).portalAutomation;
  queryClient.clear();
});

describe('what the app offers a browser driven by automation', () => {
  it("offers nothing to a person's browser", () => {
    driven(false);
    offerToAutomation();
    expect(offered()).toBeUndefined();
  });

  it('opens a path as a fresh load shows it: answers no screen shows dropped, those on show asked again', async () => {
    driven(true);
    offerToAutomation();
    queryClient.setQueryData(['not on show'], 'kept from an earlier screen');
    let asked = 0;
    const onShow = new QueryObserver(queryClient, { queryKey: ['on show'], queryFn: () => ++asked });
    const unsubscribe = onShow.subscribe(() => undefined);
    await expect.poll(() => asked).toBe(1);
    document.documentElement.dataset.screen = '/before';
    const popped: string[] = [];
    window.addEventListener('popstate', () => popped.push(window.location.pathname), { once: true });

    offered()!.open('/student/list?page=2');

    expect(queryClient.getQueryData(['not on show'])).toBeUndefined();
    await expect.poll(() => asked).toBe(2);
    expect(document.documentElement.dataset.screen).toBeUndefined();
    expect(window.location.pathname + window.location.search).toBe('/student/list?page=2');
    expect(popped).toEqual(['/student/list']);
    unsubscribe();
  });
});
