/**
 * Where the components render: in the browser, or on the server (entry-server.tsx) for the first
 * answer of a page (decision 126). The server renders one page at a time, synchronously, so
 * what it sets here before a render holds for exactly that render.
 */
// Vite's flag of the server's build: the browser's bundle leaves out what only the server runs
export const onServer = import.meta.env.SSR;

interface ServerPage {
  /** the shop's origin, for canonical links and JSON-LD */
  origin: string;
  /** the visitor has made a consent choice (its cookie came with the request) */
  consentDecided: boolean;
  /** the moment the page is rendered at, in milliseconds: what its countdowns count from */
  renderedAt: number;
}

/** What a page's render wrote for its head: the title and the meta description. */
export interface ServerHead {
  title: string;
  description: string;
}

let serverPage: ServerPage = { origin: '', consentDecided: false, renderedAt: 0 };
let serverHead: ServerHead | null = null;
let hydrating = false;
/** the moment the server's markup was rendered at, in the browser's first render over it */
let hydratedAt = 0;

/** The server names the page it is about to render. */
export function setServerPage(page: ServerPage): void {
  serverPage = page;
  serverHead = null;
}

/** use-document-title.ts on the server: the deepest component's title is the page's. */
export function writeServerHead(head: ServerHead): void {
  serverHead = head;
}

/** The head the last render wrote, null when no component named a title. */
export function renderedServerHead(): ServerHead | null {
  return serverHead;
}

/** The origin of the shop's addresses. */
export function siteOrigin(): string {
  return onServer ? serverPage.origin : window.location.origin;
}

/** On the server: whether the request carried the consent cookie; in the browser false. */
export function consentDecidedOnServer(): boolean {
  return onServer && serverPage.consentDecided;
}

/**
 * main.tsx: the first render takes over the server's markup, rendered at `renderedAt` (true),
 * and has done so (false).
 */
export function setHydrating(value: boolean, renderedAt = 0): void {
  hydrating = value;
  hydratedAt = renderedAt;
  if (value) {
    releasedSteps = 0;
    steps.clear();
  }
  if (!value) for (const listener of [...hydrationListeners]) listener();
}

/**
 * The later steps of taking over the server's markup (hydrate-later.tsx, decision 155): a part
 * of step n is taken over in the n-th task after the first render, so a long page is not one
 * long task of a phone's main thread.
 */
const steps = new Map<number, { waiting: Promise<void>; release: () => void }>();
let releasedSteps = 0;

/** What a part of step `step` waits for before it is taken over, or null when it need not wait. */
export function hydrationStep(step: number): Promise<void> | null {
  if (onServer || !hydrating || step <= releasedSteps) return null;
  let found = steps.get(step);
  if (found === undefined) {
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    found = { waiting, release };
    steps.set(step, found);
  }
  return found.waiting;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * main.tsx, after the first render over the server's markup: releases the steps its parts wait
 * for, one task each, and ends the taking over one task after the last.
 */
export async function hydrateLaterSteps(): Promise<void> {
  // only the steps some part waits for: a page without menus or further cards skips theirs
  for (const step of [...steps.keys()].sort((a, b) => a - b)) {
    await nextTask();
    releasedSteps = step;
    steps.get(step)?.release();
  }
  await nextTask();
}

/** Resolves once the taking over of the server's markup has ended (at once when none runs). */
export function afterHydration(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onHydrated(() => {
      stop();
      resolve();
    });
  });
}

const hydrationListeners = new Set<() => void>();

/** Calls `listener` when the first render over the server's markup has ended. */
export function onHydrated(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/** The time a render that must give what the server gave counts from (rendersAsServer). */
export function serverRenderTime(): number {
  return onServer ? serverPage.renderedAt : hydratedAt;
}

/**
 * Whether this render must give what the server gave: on the server, and in the browser's first
 * render over the server's markup. Such a render knows nothing of the window (its width, its
 * scroll position), as the server does not.
 */
export function rendersAsServer(): boolean {
  return onServer || hydrating;
}
