/**
 * Firefox (puppeteer-core, BiDi) and WebKitGTK (WebKitWebDriver, under Xvfb unless DISPLAY is set)
 * behind one Driver: goto (resolves once parsed), run, click, type ("\n" presses Enter), resize,
 * close. Both reach only 127.0.0.1 and localhost: other hosts go to a dead proxy.
 */
/* global fetch, window, document -- Node's, and the page's in functions run there */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import {delimiter, join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import puppeteer from 'puppeteer-core';

// Its client logs each session's start, and each failed call a check may try again.
process.env.WDIO_LOG_LEVEL ??= 'silent';
const {default: WebDriver} = await import('webdriver');

/** Browsers, drivers and displays: ended with the lane, however it ends. */
const running = new Set();
process.on('exit', () => running.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
export const track = (child) => running.add(child) && child;

// The first truthy `check()` result, every 50 ms for 20 s; a throw (page replaced) is "not yet".
export async function poll(what, check, explain = async () => []) {
  let failure = null;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(50)) {
    const value = await check().catch((error) => void (failure = error));
    if (value) return value;
  }
  const reported = [failure && `last check failed: ${failure.message}`, ...(await explain())];
  throw new Error(`${what}: not within 20 s; reported: ${reported.filter(Boolean).join(' | ')}`);
}

const onPath = (name) =>
  process.env.PATH?.split(delimiter)
    .map((dir) => join(dir, name))
    .find(existsSync);

/** The engines, each with what it lacks on this machine and how to open it. */
export function findEngines() {
  const firefox = process.env.FIREFOX_PATH ?? onPath('firefox-esr') ?? onPath('firefox');
  const driver = onPath('WebKitWebDriver');
  const browser =
    process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  const display = process.env.DISPLAY || onPath('Xvfb');
  const lacks = (needs) => Object.keys(needs).filter((name) => !needs[name]);
  const startWebKit = () => openWebKit(driver, browser);
  return [
    {name: 'firefox', lacks: lacks({'firefox-esr': firefox}), open: () => openFirefox(firefox)},
    {
      name: 'webkit',
      lacks: lacks({WebKitWebDriver: driver, [browser]: existsSync(browser), Xvfb: display}),
      // Under load a new MiniBrowser session now and then never answers, even twice in a row:
      // start again, up to twice.
      open: () => startWebKit().catch(startWebKit).catch(startWebKit),
    },
  ];
}

async function openFirefox(executablePath) {
  const proxy = {type: 1, http: '127.0.0.1', http_port: 9, ssl: '127.0.0.1', ssl_port: 9};
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    defaultViewport: null,
    extraPrefsFirefox: Object.fromEntries(
      Object.entries(proxy).map(([key, value]) => [`network.proxy.${key}`, value]),
    ),
  });
  track(browser.process());
  // A browser that fails to open would keep the lane from ever ending: it is closed.
  const closing = async (error) => {
    await browser.close();
    throw error;
  };
  const page = await browser.newPage().catch(closing);
  // page.setViewport also sends a screen orientation, which Firefox 140 does not know.
  const resize = (width, height) =>
    page.mainFrame().browsingContext.setViewport({viewport: {width, height}});
  await resize(1280, 800).catch(closing);
  const go = (url) => page.goto(url, {waitUntil: 'domcontentloaded'});
  return {
    // Leaving a page as its frame's load to the blocked host is refused can fail the navigation
    // itself ("Address rejected", seen on /support): it is tried once more.
    goto: (url) => go(url).catch(() => go(url)),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    resize,
    close: () => browser.close(),
  };
}

/** Xvfb on a display it picks itself (-displayfd): resolves with `:N` and its process. */
async function startXvfb() {
  const stdio = ['ignore', 'ignore', 'ignore', 'pipe'];
  const xvfb = track(spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp'], {stdio}));
  const [data] = await once(xvfb.stdio[3], 'data');
  return {display: `:${String(data).trim()}`, xvfb};
}

async function openWebKit(driverPath, binary) {
  const {display, xvfb} = process.env.DISPLAY ? {display: process.env.DISPLAY} : await startXvfb();
  const free = createServer().listen(0, '127.0.0.1');
  await once(free, 'listening');
  const {port} = free.address();
  free.close();
  // NO_AT_BRIDGE: no accessibility bus to wait for (there is no desktop session). Compositing on
  // Xvfb's software GL costs a quarter of the lane's CPU and changes nothing the checks read.
  const env = {WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...process.env, DISPLAY: display};
  env.NO_AT_BRIDGE = '1';
  const driver = track(spawn(driverPath, [`--port=${port}`], {stdio: 'ignore', env}));
  const stop = () => [driver, xvfb].forEach((child) => child?.kill());
  // Refused until it listens: poll takes a failure for "not yet".
  const up = () => fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok);
  const dead = '127.0.0.1:9';
  const noProxy = ['127.0.0.1', 'localhost'];
  const capabilities = {
    'wdio:enforceWebDriverClassic': true,
    // 'normal' waits for the load event, which a held bundle holds back, and 'eager' left later
    // script calls hanging: goto waits for the new document's parse itself.
    pageLoadStrategy: 'none',
    proxy: {proxyType: 'manual', httpProxy: dead, sslProxy: dead, noProxy},
    'webkitgtk:browserOptions': {binary, args: ['--automation']},
  };
  const retry = {connectionRetryTimeout: 45_000, connectionRetryCount: 0};
  const client = await poll('WebKitWebDriver to start', up)
    .then(() => WebDriver.newSession({hostname: '127.0.0.1', port, capabilities, ...retry}))
    .catch((error) => {
      stop();
      throw error;
    });
  await client.setWindowRect(null, null, 1280, 800);
  // An element reference is an object of one entry, its id.
  const element = async (selector) =>
    Object.values(await client.findElement('css selector', selector))[0];
  const run = (fn, ...args) => client.executeScript(`return (${fn}).apply(null, arguments)`, args);
  return {
    goto: async (url) => {
      await run(() => (window.__engineLeft = true));
      await client.navigateTo(url);
      const parsed = () => !window.__engineLeft && document.readyState !== 'loading';
      await poll(`webkit: ${url} to be parsed`, () => run(parsed));
    },
    run,
    click: async (selector) => client.elementClick(await element(selector)),
    type: async (selector, text) =>
      client.elementSendKeys(await element(selector), text.replace('\n', '\uE007')),
    resize: (width, height) => client.setWindowRect(null, null, width, height),
    close: async () => {
      await client.deleteSession().catch(() => undefined);
      stop();
    },
  };
}
