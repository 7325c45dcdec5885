/**
 * The few commands the engines tests send a browser, in the two W3C protocols browsers speak themselves: WebDriver
 * (HTTP, WebKitGTK's WebKitWebDriver) and WebDriver BiDi (a WebSocket, Firefox's own). No client package is
 * needed for so few, and none of the npm ones could drive both without downloading a driver at install.
 */

/** A function sent into the page as its text, with one argument, whose result comes back (awaited if a promise). */
type PageFunction<A, R> = (arg: A) => R | Promise<R>;

/** WebDriver's name for an element reference in its answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async start(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>('POST', `${server}/session`, { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${server}/session/${sessionId}`);
  }

  /** Returns as the session's page load strategy says: at once ("none"), or once the page has loaded ("normal"). */
  navigate = (url: string) => send<null>('POST', `${this.base}/url`, { url }).then(() => undefined);
  run = <A, R>(fn: PageFunction<A, R>, arg: A) =>
    send<R>('POST', `${this.base}/execute/sync`, { script: `return (${fn.toString()})(arguments[0])`, args: [arg] });
  async click(css: string): Promise<void> {
    const element = await send<Record<string, string>>('POST', `${this.base}/element`, { using: 'css selector', value: css });
    await send('POST', `${this.base}/element/${element[ELEMENT]}/click`, {});
  }
  setWindowRect = (rect: { width: number; height: number }) => send('POST', `${this.base}/window/rect`, rect).then(() => undefined);
  end = () => send('DELETE', this.base).then(() => undefined);
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || value?.error) throw new Error(`WebDriver ${method} ${url}: ${value?.error} ${value?.message ?? ''}`);
  return value;
}

export class BidiSession {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly socket: WebSocket,
    /** The window's one browsing context (tab). */
    private context = '',
  ) {
    socket.addEventListener('message', ({ data }) => {
      const answer = JSON.parse(String(data)) as { id?: number; type: string; result?: unknown; error?: string; message?: string };
      const caller = answer.id === undefined ? undefined : this.waiting.get(answer.id);
      if (!caller) return; // an event: none is subscribed to
      this.waiting.delete(answer.id!);
      if (answer.type === 'success') caller.resolve(answer.result);
      else caller.reject(new Error(`WebDriver BiDi: ${answer.error}: ${answer.message}`));
    });
  }

  static async start(address: string, capabilities: Record<string, unknown>): Promise<BidiSession> {
    const socket = new WebSocket(address);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`WebDriver BiDi: cannot connect to ${address}`)), { once: true });
    });
    const session = new BidiSession(socket);
    await session.send('session.new', { capabilities: { alwaysMatch: capabilities } });
    const { contexts } = await session.send<{ contexts: { context: string }[] }>('browsingContext.getTree', { maxDepth: 0 });
    session.context = contexts[0].context;
    return session;
  }

  send<T>(method: string, params: Record<string, unknown>): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Returns once the page is parsed ("interactive") or has loaded ("complete": its load event has fired). */
  navigate = (url: string, wait: 'interactive' | 'complete' = 'complete') =>
    this.send('browsingContext.navigate', { context: this.context, url, wait }).then(() => undefined);

  /** The argument and the result cross as JSON text, which is all these tests exchange. */
  async run<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
    const { result, exceptionDetails } = await this.send<{ result?: { value?: string }; exceptionDetails?: { text: string } }>(
      'script.callFunction',
      {
        functionDeclaration: `async () => JSON.stringify({ value: await (${fn.toString()})(${JSON.stringify(arg)}) })`,
        awaitPromise: true,
        target: { context: this.context },
      },
    );
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`);
    return (JSON.parse(result!.value!) as { value: R }).value;
  }

  /** A mouse's press and release in the middle of the first element `css` finds. */
  async click(css: string): Promise<void> {
    const { nodes } = await this.send<{ nodes: { sharedId: string }[] }>('browsingContext.locateNodes', {
      context: this.context,
      locator: { type: 'css', value: css },
      maxNodeCount: 1,
    });
    if (!nodes.length) throw new Error(`Nothing in the page matches ${css}`);
    const origin = { type: 'element', element: { sharedId: nodes[0].sharedId } };
    await this.send('input.performActions', {
      context: this.context,
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  }

  setViewport = (viewport: { width: number; height: number }) =>
    this.send('browsingContext.setViewport', { context: this.context, viewport }).then(() => undefined);

  async end(): Promise<void> {
    await this.send('session.end', {}).catch(() => undefined);
    this.socket.close();
  }
}
