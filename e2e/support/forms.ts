import { errors, type Locator, type Page, type Request } from 'playwright-core';
import { expect } from 'vitest';

/** The calls that change something: a form that sends, sends one of these. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API writes the page sends from now on, until `stop`. */
function recordWrites(page: Page): { sent: string[]; stop: () => void } {
  const sent: string[] = [];
  const listen = (request: Request) => {
    // A call of the app, or the page's own post (a submit before the app took the page over).
    const sends = request.url().includes('/api/') || request.isNavigationRequest();
    const path = new URL(request.url()).pathname;
    // A preview (what the rules would set, a file's rows) asks with a POST but writes nothing.
    if (WRITES.has(request.method()) && sends && !path.endsWith('/preview'))
      sent.push(`${request.method()} ${path}`);
  };
  page.on('request', listen);
  return { sent, stop: () => page.off('request', listen) };
}

/** The form's submit button, which a submit that cannot go must leave usable. */
async function clickSubmit(form: Locator): Promise<void> {
  const button = form.locator('button[type="submit"]');
  // A moment disabled is a submit still being checked; held back, it stays disabled.
  await expect
    .poll(() => button.isDisabled(), { message: 'the submit button is disabled' })
    .toBe(false);
  // The summary of an earlier submit is marked: the one this submit draws is a new element (the
  // form hides its summary while it checks), so an old one is not taken for this one's reason.
  await form
    .locator('[data-form-errors]')
    .evaluateAll((boxes) => boxes.forEach((box) => box.setAttribute('data-earlier', '')));
  await untilNoToastCovers(button);
  await button.click();
}

/**
 * Waits until no toast of an earlier step lies over `button`. Sonner keeps its toasts while the
 * pointer is over them, and a click's retries put the pointer there: the pointer is moved away
 * first, so the toasts time out as a user's would.
 */
async function untilNoToastCovers(button: Locator): Promise<void> {
  const page = button.page();
  await button.scrollIntoViewIfNeeded();
  const target = await button.boundingBox();
  if (!target) return;
  await page.mouse.move(0, 0);
  const overlaps = () =>
    page.locator('[data-sonner-toast]').evaluateAll(
      (toasts, box) =>
        toasts.some((toast) => {
          const rect = toast.getBoundingClientRect();
          return (
            rect.left < box.x + box.width &&
            box.x < rect.right &&
            rect.top < box.y + box.height &&
            box.y < rect.bottom
          );
        }),
      target,
    );
  // A toast shows for 4 s (apps/web/src/lib/toast-options.ts) from when the pointer left.
  await expect
    .poll(overlaps, { message: 'a toast covers the submit button', timeout: 15_000 })
    .toBe(false);
}

/**
 * Waits until a form that sent is done sending (its button usable again, or the form gone):
 * the answer's message or toast shows a moment before the form's own state settles.
 */
async function settled(form: Locator): Promise<void> {
  const button = form.locator('button[type="submit"]');
  await expect
    .poll(async () => (await button.count()) === 0 || !(await button.isDisabled()))
    .toBe(true);
}

/**
 * Why the form was not sent, as its summary after the form (`data-form-errors`) says it: the
 * fields to fix, one of them marked invalid on screen, or the messages themselves when no field
 * is (a split's rows). '' while no summary shows. Every form has the summary (Form in
 * apps/web/src/components/ui/form.tsx), so a reason is in view beside the button even when
 * its field is scrolled away.
 */
async function reasonShown(form: Locator): Promise<string> {
  const summary = form.locator('[data-form-errors]:not([data-earlier])');
  if (!(await summary.isVisible())) return '';
  const text = ((await summary.textContent()) ?? '').trim();
  if (!text.includes('check the fields marked')) return text;
  const marked = await form.locator('[aria-invalid="true"]').filter({ visible: true }).count();
  return marked > 0 ? text : '';
}

/**
 * Fills the form with values it must refuse, then submits it: the button must be usable, no
 * write may leave, and the summary must say why within five seconds; `expected`, when given,
 * among the form's texts (under its field, or in the summary).
 */
export async function submitInvalid(
  page: Page,
  form: Locator,
  fill: () => Promise<unknown>,
  expected?: string | RegExp,
): Promise<void> {
  await fill();
  const writes = recordWrites(page);
  try {
    await clickSubmit(form);
    await expect
      .poll(() => reasonShown(form), { message: 'a submit dropped without a visible reason' })
      .not.toBe('');
    if (expected !== undefined)
      await expect
        .poll(() => form.innerText(), { message: 'the reason expected' })
        .toMatch(expected);
    expect(writes.sent, 'a request sent for values the form refuses').toEqual([]);
  } finally {
    writes.stop();
  }
}

/** One refused submit: how the form is filled, and the reason expected (submitInvalid). */
export type InvalidCase = readonly [fill: () => Promise<unknown>, expected?: string | RegExp];

/** submitInvalid for each case in turn, on the same form. */
export async function submitEachInvalid(
  page: Page,
  form: Locator,
  cases: readonly InvalidCase[],
): Promise<void> {
  for (const [fill, expected] of cases) await submitInvalid(page, form, fill, expected);
}

/**
 * Values the form lets go and the server refuses (a taken name, a wrong password): a write is
 * sent and the server's `message` shows, under the field or in a toast.
 */
export async function submitRefused(
  page: Page,
  form: Locator,
  fill: () => Promise<unknown>,
  message: string | RegExp,
): Promise<void> {
  await fill();
  const writes = recordWrites(page);
  try {
    await clickSubmit(form);
    await page.getByText(message).first().waitFor();
    await settled(form);
    expect(writes.sent.length, 'no request sent').toBeGreaterThan(0);
  } finally {
    writes.stop();
  }
}

/** Valid values: the submit sends a write and `toast` shows. */
export async function submitSaved(
  page: Page,
  form: Locator,
  fill: () => Promise<unknown>,
  toast: string,
): Promise<string[]> {
  await fill();
  const writes = recordWrites(page);
  try {
    await clickSubmit(form);
    await page.getByText(toast).first().waitFor();
    await settled(form);
    expect(writes.sent.length, 'no request sent').toBeGreaterThan(0);
    return writes.sent;
  } finally {
    writes.stop();
  }
}

/** A fill of the fields labelled as the keys (exactly) with the values, in order. */
export function fillIn(form: Locator, values: Readonly<Record<string, string>>) {
  return async () => {
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
  };
}

/** Opens `path` and waits until React has taken the page over (a prerendered screen). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer$'),
        ),
      ),
    )
    .toBe(true);
}

/** Picks `option` of the select (Radix) labelled `field`. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await pick(page.getByRole('option', { name: option, exact: true }));
}

/**
 * Clicks an option of an open list. Radix keeps a select's list off-screen until floating-ui
 * has placed it by its trigger; on a loaded host one list was seen to stay there through the
 * click's whole wait (an option 'outside of the viewport' for 30 s). Such an option is then
 * chosen from the keyboard, as Radix lets a keyboard user: focused and Enter. What the choice
 * does is checked by the test either way.
 */
export async function pick(option: Locator): Promise<void> {
  try {
    await option.click({ timeout: 8_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    // Only a Radix option takes the focus and Enter; a Downshift list's Enter picks whichever
    // option is highlighted, so its click's failure stands.
    const radix = await option
      .getAttribute('data-radix-collection-item', { timeout: 2_000 })
      .catch(() => null);
    if (radix === null) throw error;
    console.warn(`Chosen from the keyboard, the click did not reach it: ${String(option)}`);
    await option.press('Enter');
  }
}
