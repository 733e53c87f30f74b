// The dashboard's other two browser engines, driven as a user's browser: Firefox (Debian's
// firefox-esr) through puppeteer-core over WebDriver BiDi, and WebKit, Safari's engine (Debian's
// WebKitGTK MiniBrowser under its WebKitWebDriver, on an Xvfb display), through selenium-webdriver.
// Both are started by the test on free local ports and stopped after; neither is downloaded.
// One small interface over the two, so a test reads the same in both; elements are named by XPath,
// which both libraries take, so a button is found by its text as a user finds it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A page of a running browser, the few things the dashboard's tests do with it. */
export interface EnginePage {
  /** The engine and its version, as the browser reports them (`Firefox 153.0`, `WebKitGTK 2.50.6`). */
  readonly version: string;
  open(url: string): Promise<void>;
  /** Waits until a JavaScript expression, evaluated in the page, is truthy. */
  waitFor(expression: string): Promise<void>;
  /** The value of a JavaScript expression evaluated in the page (JSON data only). */
  evaluate<T>(expression: string): Promise<T>;
  click(xpath: string): Promise<void>;
  /** Clears a field and types text into it, key by key. */
  type(xpath: string, text: string): Promise<void>;
  /** Chooses an option of a `<select>` by its value, clicking it. */
  select(xpath: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a step may take before it fails naming itself: generous, the machine is shared. */
const STEP_MS = 15_000;

/** Where a program is on the PATH (puppeteer takes a path, not a name). */
function programPath(name: string): string {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
}

/** Firefox ESR, headless, through puppeteer-core's WebDriver BiDi. */
export async function openFirefox(): Promise<EnginePage> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: programPath('firefox-esr'),
    headless: true,
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP_MS);
  const element = async (xpath: string, visible = true) => {
    const found = await page.waitForSelector(`::-p-xpath(${xpath})`, { visible });
    if (found === null) throw new Error(`no element at ${xpath}`);
    return found;
  };
  return {
    version: (await browser.version()).replace('/', ' '),
    open: async (url) => {
      await page.goto(url);
    },
    waitFor: async (expression) => {
      await page.waitForFunction(expression, { polling: 100 });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: async (xpath) => (await element(xpath)).click(),
    type: async (xpath, text) => {
      const field = await element(xpath);
      await field.click({ count: 3 });
      await field.press('Backspace');
      await field.type(text);
    },
    select: async (xpath, value) => {
      // An option of a closed <select> has no box: it is there, not visible.
      await element(`${xpath}/option[@value="${value}"]`, false);
      await (await element(xpath)).select(value);
    },
    close: () => browser.close(),
  };
}

/** A free port of 127.0.0.1, for a program that takes its port on its command line. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a program and resolves with what it writes on `fd` up to its first newline. */
function started(child: ChildProcess, fd: number, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdio[fd]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it started`)));
  });
}

/** Polls a WebDriver server's /status until it is ready. */
async function ready(url: string): Promise<void> {
  const until = Date.now() + STEP_MS;
  for (;;) {
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value: { ready: boolean } };
      if (status.value.ready) return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer at ${url}: ${error}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** WebKitGTK's MiniBrowser (Safari's engine) on its own Xvfb display, through WebKitWebDriver. */
export async function openWebKit(): Promise<EnginePage> {
  const { Builder, By, until } = await import('selenium-webdriver');
  // Xvfb picks a free display itself and writes its number on fd 3.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const children: ChildProcess[] = [xvfb];
  const stop = () => {
    for (const child of children) child.kill();
  };
  try {
    const display = `:${await started(xvfb, 3, 'Xvfb')}`;
    const port = await freePort();
    const driverServer = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children.push(driverServer);
    const url = `http://127.0.0.1:${port}`;
    await ready(url);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { args: ['--automation'] },
      })
      .build();
    const capabilities = await driver.getCapabilities();
    const element = async (xpath: string) => {
      const found = await driver.wait(
        until.elementLocated(By.xpath(xpath)),
        STEP_MS,
        `no element at ${xpath}`,
      );
      await driver.wait(until.elementIsVisible(found), STEP_MS, `${xpath} is not visible`);
      return found;
    };
    return {
      version: `WebKitGTK ${capabilities.get('browserVersion')}`,
      open: async (target) => {
        await driver.get(target);
      },
      waitFor: async (expression) => {
        await driver.wait(
          async () => Boolean(await driver.executeScript(`return Boolean(${expression});`)),
          STEP_MS,
          `never true in the page: ${expression}`,
          100,
        );
      },
      evaluate: (expression) => driver.executeScript(`return (${expression});`),
      click: async (xpath) => (await element(xpath)).click(),
      type: async (xpath, text) => {
        const field = await element(xpath);
        await field.clear();
        await field.sendKeys(text);
      },
      select: async (xpath, value) => (await element(`${xpath}/option[@value="${value}"]`)).click(),
      close: async () => {
        try {
          await driver.quit();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
