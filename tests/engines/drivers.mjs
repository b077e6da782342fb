/**
 * Firefox (puppeteer-core over BiDi) and WebKitGTK (WebKitWebDriver, classic, under Xvfb unless
 * DISPLAY is set) behind one Driver: goto (resolves once parsed), run (a function, in the page),
 * click, type, key, resize and close; run.mjs's recorder records what pages log in both. Both
 * reach 127.0.0.1 and localhost only: other hosts go to a dead proxy.
 */
/* global fetch, window, document -- Node's, and the page's in functions run there */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {delimiter, join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import puppeteer from 'puppeteer-core';

// Its client logs each session's start, and each failed call a check may try again.
process.env.WDIO_LOG_LEVEL ??= 'silent';
const {default: WebDriver} = await import('webdriver');

/** Browsers, drivers and displays still running: ended with the lane, however it ends. */
const running = new Set();
process.on('exit', () => running.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
export const track = (child) => {
  running.add(child);
  return child.on('exit', () => running.delete(child));
};

/** Resolves with the first truthy value `check()` resolves with, trying every 50 ms for 20 s. */
export async function poll(what, check, explain = async () => []) {
  let failure = null;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    // A page being replaced (a redirect, the not-found page's loader) can fail an evaluation:
    // that is "not yet", and the last such failure is reported on a timeout.
    const value = await check().catch((error) => void (failure = error));
    if (value) return value;
    await sleep(50);
  }
  const reported = [failure && `last check failed: ${failure.message}`, ...(await explain())];
  throw new Error(`${what}: not within 20 s; reported: ${reported.filter(Boolean).join(' | ')}`);
}

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find((file) => existsSync(file));

/** The engines, each with what it lacks on this machine and how to open it. */
export function findEngines() {
  const firefox = process.env.FIREFOX_PATH ?? onPath('firefox-esr') ?? onPath('firefox');
  const driver = onPath('WebKitWebDriver');
  const browser =
    process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  const display = process.env.DISPLAY || onPath('Xvfb');
  const lacks = (needs) => Object.keys(needs).filter((name) => !needs[name]);
  return [
    {name: 'firefox', lacks: lacks({'firefox-esr': firefox}), open: () => openFirefox(firefox)},
    {
      name: 'webkit',
      lacks: lacks({WebKitWebDriver: driver, [browser]: existsSync(browser), Xvfb: display}),
      // Under load a new MiniBrowser session now and then never answers: start again, once.
      open: () => openWebKit(driver, browser).catch(() => openWebKit(driver, browser)),
    },
  ];
}

async function openFirefox(executablePath) {
  const proxy = {type: 1, http: '127.0.0.1', http_port: 9, ssl: '127.0.0.1', ssl_port: 9};
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: null,
    extraPrefsFirefox: Object.fromEntries(
      Object.entries(proxy).map(([key, value]) => [`network.proxy.${key}`, value]),
    ),
  });
  track(browser.process());
  const page = await browser.newPage();
  // page.setViewport also sends a screen orientation, which Firefox 140 does not know.
  const resize = (width, height) =>
    page.mainFrame().browsingContext.setViewport({viewport: {width, height}});
  await resize(1280, 800);
  const go = (url) => page.goto(url, {waitUntil: 'domcontentloaded'});
  return {
    name: 'firefox',
    // Leaving a page as its frame's load to the blocked host is refused can fail the navigation
    // itself ("Address rejected", seen on /support): it is tried once more.
    goto: (url) => go(url).catch(() => go(url)),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    key: (name) => page.keyboard.press(name),
    resize,
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });

/** Xvfb on a display it picks itself (-displayfd): resolves with `:N` and its process. */
function startXvfb() {
  const stdio = ['ignore', 'ignore', 'ignore', 'pipe'];
  const xvfb = track(spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp'], {stdio}));
  return new Promise((resolve, reject) => {
    xvfb.on('error', reject);
    xvfb.stdio[3].once('data', (data) => resolve({display: `:${String(data).trim()}`, xvfb}));
  });
}

async function openWebKit(driverPath, binary) {
  const {display, xvfb} = process.env.DISPLAY ? {display: process.env.DISPLAY} : await startXvfb();
  const port = await freePort();
  // NO_AT_BRIDGE: no accessibility bus to wait for (there is no desktop session).
  // WEBKIT_DISABLE_COMPOSITING_MODE: on Xvfb's software GL, compositing costs the lane about a
  // quarter of its CPU; layout, styles and scripts, all that the checks read, are the same.
  const env = {...process.env, DISPLAY: display, NO_AT_BRIDGE: '1'};
  env.WEBKIT_DISABLE_COMPOSITING_MODE ??= '1';
  const driver = track(spawn(driverPath, [`--port=${port}`], {stdio: 'ignore', env}));
  const stop = () => {
    driver.kill();
    xvfb?.kill();
  };
  try {
    // Refused until it listens: poll takes a failure for "not yet".
    const up = () => fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok);
    await poll('WebKitWebDriver to start', up);
    const dead = '127.0.0.1:9';
    const noProxy = ['127.0.0.1', 'localhost'];
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      connectionRetryTimeout: 45_000,
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        // 'normal' waits for the load event, which a held bundle holds back, and 'eager' left
        // later script calls hanging: goto waits for the new document's parse itself.
        pageLoadStrategy: 'none',
        proxy: {proxyType: 'manual', httpProxy: dead, sslProxy: dead, noProxy},
        'webkitgtk:browserOptions': {binary, args: ['--automation']},
      },
    });
    await client.setWindowRect(null, null, 1280, 800);
    // An element reference is an object of one entry, its id.
    const id = (reference) => Object.values(reference)[0];
    const element = async (selector) => id(await client.findElement('css selector', selector));
    const run = (fn, ...args) =>
      client.executeScript(`return (${fn}).apply(null, arguments)`, args);
    const value = {Enter: '\uE007', Escape: '\uE00C'};
    return {
      name: 'webkit',
      goto: async (url) => {
        await run(() => (window.__engineLeft = true));
        await client.navigateTo(url);
        const parsed = () => !window.__engineLeft && document.readyState !== 'loading';
        await poll(`webkit: ${url} to be parsed`, () => run(parsed));
      },
      run,
      click: async (selector) => client.elementClick(await element(selector)),
      type: async (selector, text) => client.elementSendKeys(await element(selector), text),
      key: async (name) => client.elementSendKeys(id(await client.getActiveElement()), value[name]),
      resize: (width, height) => client.setWindowRect(null, null, width, height),
      close: async () => {
        await client.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
