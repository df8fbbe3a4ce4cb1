import type { Browser, Page } from '@playwright/test';
import { PORTAL_URL, createUser, expect, injectFault, it as test, latestMessage, onboardedPartner, sandboxApi, unique, uniquePhone, SAME_WITHOUT_JS } from './fixtures';

/** A second browser context for the invitee, with the same JavaScript setting. */
async function inviteePage(browser: Browser, jsEnabled: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL });
  return context.newPage();
}

async function loginOn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const row = (page: Page, email: string) => page.getByTestId('member-row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

test('the owner invites, the invitee signs up and joins; roles are edited, the member deactivated, reactivated and revoked', async ({
  page,
  login,
  checkA11y,
  browser,
  jsEnabled,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = `invitee.${unique(testInfo)}@example.com`;
  await login('owner@example.com');
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('link', { name: 'Invite member' }).click();
  await expect(page.getByRole('heading', { name: 'Send an invite to a new member' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Please enter an email address').first()).toBeVisible();
  await expect(page.getByText('Please select at least one role').first()).toBeVisible();
  await page.getByLabel('Email').fill(`  ${email}  `);
  await page.getByLabel(/Trip Manager/).check();
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Invitation sent to ${email}`);
  await expect(row(page, email)).toContainText('Pending');
  await expect(row(page, email)).toContainText('Trip Manager');

  // The invitee follows the emailed link and signs up with the email prefilled.
  const mail = await latestMessage(email, 'email');
  const link = new URL(mail.link!);
  const invitee = await inviteePage(browser, jsEnabled, baseURL);
  await invitee.goto(link.pathname + link.search);
  await expect(invitee.getByRole('heading', { name: 'Join Lagos Shuttle Partners Ltd' })).toBeVisible();
  await expect(invitee.getByText('Trip Manager')).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel('First name').fill('Ife');
  await invitee.getByLabel('Last name').fill('Oladele');
  await invitee.getByLabel('Phone number').fill(uniquePhone());
  await invitee.getByLabel('Password', { exact: true }).fill('secret123');
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();
  await invitee.waitForURL('/dashboard');
  const nav = invitee.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Trips' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Earnings' })).toHaveCount(0);

  // The owner edits the roles.
  await page.reload();
  await row(page, email)
    .getByRole('link', { name: `Edit roles of ${email}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Update member role' })).toBeVisible();
  await checkA11y();
  await page.getByLabel(/Vehicle Manager/).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('toast')).toContainText('Member roles updated');
  await expect(row(page, email)).toContainText('Vehicle Manager');
  await invitee.goto('/vehicles');
  await expect(invitee).toHaveURL('/vehicles');

  // Deactivation asks for confirmation; the member is then denied.
  await row(page, email)
    .getByRole('link', { name: `Deactivate ${email}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('will lose access to this partner until you reactivate them');
  await checkA11y();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row(page, email)).toContainText('Deactivated');
  await invitee.goto('/dashboard');
  await expect(invitee).toHaveURL('/login');
  await expect(invitee.getByTestId('toast')).toContainText('User access has been revoked');

  // Reactivated, the member can log in again.
  await row(page, email)
    .getByRole('button', { name: `Activate ${email}` })
    .click();
  await expect(row(page, email)).toContainText('Active');
  await loginOn(invitee, email, 'secret123');
  await invitee.waitForURL('/dashboard');

  // Revoked, the member is refused at the next login.
  await row(page, email)
    .getByRole('link', { name: `Revoke access of ${email}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
  await expect(row(page, email)).toContainText('No access');
  await invitee.context().clearCookies();
  await loginOn(invitee, email, 'secret123');
  await expect(invitee.getByTestId('toast')).toContainText('User access has been revoked');
  await invitee.context().close();
});

test('an invite to an existing user goes through ItemAlreadyExist to login, then accepts', async ({ page, login, browser, jsEnabled, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const existing = await createUser(unique(testInfo));
  await login('owner@example.com');
  await page.goto('/settings/members?panel=invite');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel(/Driver Manager/).check();
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invitation sent');
  const link = new URL((await latestMessage(existing.email, 'email')).link!);

  const invitee = await inviteePage(browser, jsEnabled, baseURL);
  await invitee.goto(link.pathname + link.search);
  await invitee.getByLabel('First name').fill('Test');
  await invitee.getByLabel('Last name').fill('User');
  await invitee.getByLabel('Phone number').fill(uniquePhone());
  await invitee.getByLabel('Password', { exact: true }).fill('whatever1');
  await invitee.getByRole('button', { name: 'Create account and accept' }).click();
  await invitee.waitForURL(/\/login\?redirect=/);
  await expect(invitee.getByTestId('toast')).toContainText('You already have an account');
  await invitee.getByLabel('Email').fill(existing.email);
  await invitee.getByLabel('Password', { exact: true }).fill(existing.password);
  await invitee.getByRole('button', { name: 'Login' }).click();
  await invitee.waitForURL(/\/accept-invite\?code=/);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await invitee.waitForURL('/drivers');
  await invitee.context().close();
});

test('a settlement account is added with its name resolved by the bank', async ({ page, login, checkA11y }) => {
  await login('owner@example.com');
  await page.goto('/settings/accounts');
  await expect(page.getByTestId('account-row').first()).toContainText('Guaranty Trust Bank');
  await page.getByRole('link', { name: 'Add account' }).click();
  await expect(page).toHaveURL('/add-account');
  await checkA11y();
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByText('Please choose your bank').first()).toBeVisible();
  await expect(page.getByText('Please enter your 10-digit account number').first()).toBeVisible();
  const number = `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await page.getByLabel('Account number (NUBAN)').fill(number);
  await page.getByRole('button', { name: 'Verify account' }).click();
  const { body } = await sandboxApi('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' });
  const resolved = (await sandboxApi('POST', '/v1/banks/resolve', { bank_code: '044', account_number: number }, body.data.token)).body.data;
  await expect(page.getByTestId('resolved-name')).toHaveText(resolved.account_name);
  await checkA11y();
  await page.getByLabel('Your password, to confirm').fill('demo1234');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL('/settings/accounts');
  await expect(page.getByTestId('toast')).toContainText('Settlement account added');
  await expect(page.getByTestId('account-row').filter({ hasText: `******${number.slice(-4)}` })).toContainText(resolved.account_name);
});

test('a member without partner_staff is denied the members page', { tag: SAME_WITHOUT_JS }, async ({ page, login }) => {
  await login('drivers.manager@example.com');
  await page.goto('/settings/members');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByTestId('toast')).toContainText('You do not have access to view Members page');
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText(['Profile Information', 'Company Information', 'Activity', 'Roles']);
});

test('a staff member who is not the owner sees members but cannot manage them', async ({ page, login }, testInfo) => {
  const staff = await createUser(unique(testInfo));
  const owner = (await sandboxApi('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token;
  const invite = await sandboxApi('POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: staff.email, member_roles: ['partner_staff'] }, owner);
  const staffToken = (await sandboxApi('POST', '/v1/login', { email: staff.email, password: staff.password })).body.data.token;
  await sandboxApi('PATCH', `/v1/account_members/${invite.body.data.id}/accept`, undefined, staffToken);
  await login(staff.email, staff.password);
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite member' })).toHaveCount(0);
  // Hiding the button is not the check: the action refuses too (back to the page with a toast),
  // and nothing reaches the upstream.
  const reply = await page.request.post('/settings/members', {
    form: { intent: 'invite', email: 'someone@example.com', roles: 'partner_staff' },
    headers: { origin: PORTAL_URL },
    maxRedirects: 0,
  });
  expect(reply.status()).toBe(302);
  expect(reply.headers().location).toBe('/settings/members');
  await page.goto('/settings/members');
  await expect(page.getByTestId('toast')).toContainText('Only the partner owner can manage members');
  await expect(page.getByTestId('member-row').filter({ hasText: 'someone@example.com' })).toHaveCount(0);
  // And the sandbox itself answers 403 to a member who is not the owner.
  const direct = await sandboxApi('POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: 'x@example.com', member_roles: ['partner_staff'] }, staffToken);
  expect(direct.status).toBe(403);
});

test('the Company tab is absent for an individual partner, and the roles page lists the roles', { tag: SAME_WITHOUT_JS }, async ({ page, login }, testInfo) => {
  const individual = await onboardedPartner(`s${unique(testInfo)}`, 'individual');
  await login(individual.email, individual.password);
  await page.goto('/settings');
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link')).toHaveText(['Profile Information', 'Settlement Account', 'Members', 'Notifications', 'Activity', 'Roles']);
  await page.goto('/settings/company');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/settings/roles');
  await expect(page.getByRole('cell', { name: 'Trip Manager' })).toBeVisible();
});

test('/invitations lists pending invitations with Accept and Reject wired to each; a failure says so, with Retry', async ({ page, login, checkA11y }, testInfo) => {
  test.setTimeout(90_000);
  const user = await createUser(unique(testInfo));
  const other = await onboardedPartner(`o${unique(testInfo)}`, 'business');
  const otherToken = (await sandboxApi('POST', '/v1/login', { email: other.email, password: other.password })).body.data.token;
  const ownerToken = (await sandboxApi('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token;
  await sandboxApi('POST', '/v1/account_members', { owner_type: 'partner', owner_id: other.partnerId, member_email: user.email, member_roles: ['partner_vehicle_manager'] }, otherToken);
  await sandboxApi('POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: user.email, member_roles: ['partner_driver_manager'] }, ownerToken);

  await login(user.email, user.password, `?redirect=${encodeURIComponent('/invitations')}`);
  await expect(page).toHaveURL('/invitations');
  const invitations = page.getByTestId('invitation');
  await expect(invitations).toHaveCount(2);
  await checkA11y();
  const mine = invitations.filter({ hasText: `Biz o` });
  await mine.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invitation rejected');
  await expect(invitations).toHaveCount(1);
  await expect(invitations).toContainText('Lagos Shuttle Partners Ltd');

  await injectFault('/v1/partner/invitations', 500, 'Invitations are unavailable');
  await page.goto('/invitations');
  await expect(page.getByTestId('toast')).toContainText('Invitations are unavailable');
  // The placeholder says what went wrong, with Retry (issue 15), instead of a fake invitation.
  await expect(page.getByTestId('invitations-error')).toContainText('Invitations are unavailable');
  await expect(page.getByTestId('invitations-error').getByRole('link', { name: 'Retry' })).toBeVisible();
  await expect(invitations).toHaveCount(0);

  await page.goto('/invitations');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL('/drivers');
  await expect(page.getByTestId('company-name')).toHaveText('Lagos Shuttle P...');
});

test('a driver manager meets no dead end: every link on every page they can reach opens (issue 54 §7)', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await signedInAs('drivers.manager@example.com');
  // What the person may open, from the first page: every portal link of every page reached, once each.
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const dead: string[] = [];
  let opened = 0;
  while (queue.length && opened < 60) {
    const path = queue.shift()!;
    const res = await page.request.get(path, { maxRedirects: 0 });
    opened++;
    const location = res.headers()['location'] ?? '';
    // A refusal sends the person to Settings with "You do not have access…": a dead end.
    if (res.status() >= 300 && res.status() < 400) {
      if (new URL(location, PORTAL_URL).pathname === '/settings' && path !== '/settings') dead.push(`${path} → ${location}`);
      else if (!seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
      continue;
    }
    if (res.status() >= 400) dead.push(`${path}: ${res.status()}`);
    if (!(res.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    for (const [, href] of (await res.text()).matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
      const link = href.replace(/&amp;/g, '&');
      // Leaving (logout is a form), switching partner and files are not pages of an area.
      if (/^\/(logout|organization|resources|__)/.test(link) || /\.(csv|pdf)(\?|$)/.test(link) || seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  expect(opened).toBeGreaterThan(10);
  expect(dead).toEqual([]);
});
