// The seeded user's session and what the benchmark reads of the seed (seed.ts, seed-history.ts).

/** Signs in as the seeded user; the session cookie. */
export async function signIn(
  base: string,
  args: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: args.email, password: args.password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`Sign-in failed (${response.status}); run npm run seed first`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('budget_session='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] as string;
}

/** The seeded household's card and joint account (seed-history.ts), by name. */
export async function benchAccounts(base: string, cookie: string, householdId: string) {
  const url = `${base}/api/v1/groups/${householdId}/money-accounts`;
  const answer = (await (await fetch(url, { headers: { cookie } })).json()) as {
    data: { id: string; name: string }[];
  };
  const id = (name: string) => {
    const found = answer.data.find((account) => account.name === name);
    if (!found) throw new Error(`The seeded account '${name}' is missing; run npm run seed again`);
    return found.id;
  };
  return { joint: id('Joint account'), card: id('Card') };
}

/** The seeded 'Household' group. */
export async function seededHousehold(base: string, cookie: string) {
  const answer = await fetch(`${base}/api/v1/groups`, { headers: { cookie } });
  const groups = (await answer.json()) as { data: { id: string; name: string }[] };
  const household = groups.data.find((g) => g.name === 'Household');
  if (!household) throw new Error('The seeded Household group is missing; run npm run seed first');
  return household;
}
