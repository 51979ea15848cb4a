// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SPINNER_DELAY_MS, LoadingView } from './PageStates';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const spinner = () => host.querySelector('.spinner');
const show = (label: string) => act(() => root.render(createElement(LoadingView, { key: label, label })));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoadingView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('shows no spinner for a quick load, only a status for screen readers; the spinner comes once the load is slow', async () => {
    await show('Loading deck…');
    expect(spinner()).toBeNull();
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading deck…');
    await wait(LOADING_SPINNER_DELAY_MS - 1);
    expect(spinner()).toBeNull();
    await wait(1);
    expect(spinner()).not.toBeNull();
    expect(host.textContent).toContain('Loading deck…');
  });

  it('counts one load shown by consecutive views from the first of them', async () => {
    await show('Loading editor…');
    await wait(300);
    await show('Loading deck…'); // a new view (new key) right after the first
    expect(spinner()).toBeNull();
    await wait(LOADING_SPINNER_DELAY_MS - 300);
    expect(spinner()).not.toBeNull();
  });
});
