/**
 * /settings/members (spec sections 2, 4, 6; issue 6): the partner's members, 10 per page with
 * the page in the URL. The owner invites members, edits their roles, deactivates or activates
 * them and revokes their access. The panels and confirmations are URL states rendered by the
 * server (`?panel=invite`, `?panel=edit&member=…`, `?confirm=deactivate|revoke&member=…`), so
 * they work without JavaScript and never use window.confirm. Every action is checked here.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { Field, FieldError } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/lib/api/errors';
import { MEMBERS_PAGE_SIZE } from '~/lib/constants';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { memberStatus, roleLabel } from '~/lib/roles';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import { editRolesSchema, inviteSchema } from '~/lib/validation/team';
import * as ui from '~/styles/ui.css';
import * as css from './_app.settings.css';

export const handle: PageHandle = { title: 'Members', routeName: 'settings.members', area: 'settings.members' };
export const meta = pageMeta;

export const NOT_OWNER_MESSAGE = 'Only the partner owner can manage members';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
  const [list, roles] = await Promise.all([api.team.members(ctx.partner.id, page), api.team.roles()]);
  return json({
    isOwner: ctx.roles.includes('partner_owner'),
    page,
    pages: Math.max(1, Math.ceil(list.metadata.total / MEMBERS_PAGE_SIZE)),
    total: list.metadata.total,
    roles: roles.map((r) => ({ name: r.name, label: r.label, description: r.description })),
    members: list.data.map((m) => ({
      id: m.id,
      name: m.member_info ? `${m.member_info.fname} ${m.member_info.lname}` : '—',
      email: m.member_email,
      roles: m.member_roles,
      disabled: m.disabled,
      status: memberStatus(m),
    })),
  });
}

/** Back to the list (keeping the page) after an action. */
const listUrl = (request: Request) => {
  const page = new URL(request.url).searchParams.get('page');
  return `/settings/members${page && page !== '1' ? `?page=${page}` : ''}`;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  if (!ctx.roles.includes('partner_owner')) {
    return jsonWithToast(request, context, { intent, result: null }, { type: 'error', message: NOT_OWNER_MESSAGE }, { status: 403 });
  }
  const fail = (message: string, result: unknown = null) => jsonWithToast(request, context, { intent, result }, { type: 'error', message }, { status: 400 });
  try {
    if (intent === 'invite') {
      const submission = parseWithZod(formData, { schema: inviteSchema });
      if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 });
      try {
        await api.team.invite({ owner_type: 'partner', owner_id: ctx.partner.id, member_email: submission.value.email, member_roles: submission.value.roles });
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        return fail(error.message, submission.reply({ formErrors: [error.message] }));
      }
      return redirectWithToast(request, listUrl(request), { type: 'success', message: `Invitation sent to ${submission.value.email}` });
    }
    if (intent === 'edit-roles') {
      const submission = parseWithZod(formData, { schema: editRolesSchema });
      if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 });
      await api.team.editRoles(submission.value.member, submission.value.roles);
      return redirectWithToast(request, listUrl(request), { type: 'success', message: 'Member roles updated' });
    }
    const member = Number(formData.get('member'));
    if (!Number.isInteger(member) || member <= 0) return fail('Please choose a member');
    if (intent === 'set-status') {
      // The toggle sends the opposite of the member's current state.
      const disabled = formData.get('disabled') === '1' ? 1 : 0;
      await api.team.setStatus(member, disabled);
      return redirectWithToast(request, listUrl(request), { type: 'success', message: disabled ? 'Member deactivated' : 'Member activated' });
    }
    if (intent === 'revoke') {
      await api.team.editRoles(member, []);
      return redirectWithToast(request, listUrl(request), { type: 'success', message: 'Access revoked' });
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return fail(error.message);
  }
  return fail('Unknown action');
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Members() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const panel = params.get('panel');
  const confirm = params.get('confirm');
  const memberId = Number(params.get('member'));
  const target = data.members.find((m) => m.id === memberId);
  const here = (extra: Record<string, string>) => {
    const next = new URLSearchParams();
    if (data.page > 1) next.set('page', String(data.page));
    for (const [k, v] of Object.entries(extra)) next.set(k, v);
    const q = next.toString();
    return `/settings/members${q ? `?${q}` : ''}`;
  };
  const close = here({});
  return (
    <div className={ui.stack}>
      {data.isOwner && panel === 'invite' ? <MemberPanel data={data} close={close} /> : null}
      {data.isOwner && panel === 'edit' && target ? <MemberPanel data={data} close={close} member={target} /> : null}
      {data.isOwner && confirm && target ? <ConfirmStep kind={confirm === 'revoke' ? 'revoke' : 'deactivate'} member={target} close={close} /> : null}
      <section className={ui.card}>
        <div className={css.pager}>
          <h2 style={{ margin: 0 }}>Members</h2>
          {data.isOwner && panel !== 'invite' ? (
            <Link to={here({ panel: 'invite' })} className={ui.button.primary}>
              Invite member
            </Link>
          ) : null}
        </div>
        {data.members.length === 0 ? (
          <p>No members yet. Invite the people who help you run your fleet, with the roles they need.</p>
        ) : (
          <div className={css.scroll}>
            <table className={`${css.table} ${css.stacked}`}>
              <caption className={ui.visuallyHidden}>Members, page {data.page} of {data.pages}</caption>
              <thead>
                <tr>
                  <th scope="col" className={css.th}>Name</th>
                  <th scope="col" className={css.th}>Email</th>
                  <th scope="col" className={css.th}>Roles</th>
                  <th scope="col" className={css.th}>Status</th>
                  {data.isOwner ? <th scope="col" className={css.th}>Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.members.map((m) => (
                  <tr key={m.id} data-testid="member-row" data-email={m.email}>
                    <td className={css.td} data-label="Name">{m.name}</td>
                    <td className={css.td} data-label="Email">{m.email}</td>
                    <td className={css.td} data-label="Roles">
                      {m.roles.length ? m.roles.map((r) => <span key={r} className={css.pill}>{roleLabel(r)}</span>) : <span className={`${css.pill} ${css.pillMuted}`}>No access</span>}
                    </td>
                    <td className={css.td} data-label="Status">{m.status}</td>
                    {data.isOwner ? (
                      <td className={css.td}>
                        <div className={css.actionsCell}>
                          <Link to={here({ panel: 'edit', member: String(m.id) })} className={css.linkButton} aria-label={`Edit roles of ${m.email}`}>
                            Edit roles
                          </Link>
                          {m.disabled ? (
                            <Form method="post" action={here({})}>
                              <input type="hidden" name="member" value={m.id} />
                              <input type="hidden" name="disabled" value="0" />
                              <button type="submit" name="intent" value="set-status" className={css.linkButton} aria-label={`Activate ${m.email}`}>
                                Activate
                              </button>
                            </Form>
                          ) : (
                            <Link to={here({ confirm: 'deactivate', member: String(m.id) })} className={css.linkButton} aria-label={`Deactivate ${m.email}`}>
                              Deactivate
                            </Link>
                          )}
                          {m.roles.length ? (
                            <Link to={here({ confirm: 'revoke', member: String(m.id) })} className={css.linkButton} aria-label={`Revoke access of ${m.email}`}>
                              Revoke access
                            </Link>
                          ) : null}
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav aria-label="Pages" className={css.pager}>
          <span>
            Page {data.page} of {data.pages} · {data.total} member{data.total === 1 ? '' : 's'}
          </span>
          <span className={ui.row}>
            {data.page > 1 ? <Link to={`/settings/members?page=${data.page - 1}`}>Previous page</Link> : null}
            {data.page < data.pages ? <Link to={`/settings/members?page=${data.page + 1}`}>Next page</Link> : null}
          </span>
        </nav>
      </section>
    </div>
  );
}

function MemberPanel({ data, close, member }: { data: LoaderData; close: string; member?: LoaderData['members'][number] }) {
  const reply = useActionData<typeof action>();
  const intent = member ? 'edit-roles' : 'invite';
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult: reply?.intent === intent ? (reply.result as never) : undefined,
    defaultValue: member ? { email: member.email, roles: member.roles, member: String(member.id) } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: member ? editRolesSchema : inviteSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const title = member ? 'Update member role' : 'Send an invite to a new member';
  const rolesField = fields.roles as unknown as { name: string; errors?: string[]; errorId: string; id: string };
  return (
    <section className={`${ui.card} ${css.panel}`} aria-labelledby="member-panel-title">
      <h2 id="member-panel-title">{title}</h2>
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        {member ? (
          <>
            <input type="hidden" name="member" value={member.id} />
            <p>
              <strong>Email:</strong> {member.email}
            </p>
          </>
        ) : (
          <Field label="Email" meta={fields.email as never} type="email" autoComplete="off" />
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={rolesField.errors?.length ? rolesField.errorId : undefined}>
          <legend className={ui.label}>Roles</legend>
          {data.roles.map((r) => (
            <label key={r.name} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', padding: '6px 0' }}>
              <input type="checkbox" name={rolesField.name} value={r.name} defaultChecked={member?.roles.includes(r.name)} form={form.id} style={{ width: 20, height: 20, marginTop: 2 }} />
              <span>
                <strong>{r.label}</strong>
                <span className={ui.muted} style={{ display: 'block', fontSize: '0.875rem' }}>
                  {r.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError meta={rolesField} />
        <div className={ui.row}>
          <SubmitButton intent={intent} pendingText="Processing..." full={false}>
            {member ? 'Update' : 'Send Invite'}
          </SubmitButton>
          <Link to={close} className={ui.button.secondary}>
            Close
          </Link>
        </div>
      </Form>
    </section>
  );
}

function ConfirmStep({ kind, member, close }: { kind: 'deactivate' | 'revoke'; member: LoaderData['members'][number]; close: string }) {
  const who = member.name !== '—' ? member.name : member.email;
  return (
    <section className={`${ui.card} ${css.panel}`} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title">{kind === 'deactivate' ? `Deactivate ${who}?` : `Revoke access of ${who}?`}</h2>
      <p id="confirm-text">
        {kind === 'deactivate'
          ? `${who} will lose access to this partner until you reactivate them.`
          : `All of ${who}'s roles will be removed; they will no longer be able to open this partner's pages.`}
      </p>
      <Form method="post" action={close} className={ui.row}>
        <input type="hidden" name="member" value={member.id} />
        {kind === 'deactivate' ? <input type="hidden" name="disabled" value="1" /> : null}
        <SubmitButton intent={kind === 'deactivate' ? 'set-status' : 'revoke'} pendingText="Processing..." variant="danger" full={false}>
          {kind === 'deactivate' ? 'Deactivate' : 'Revoke access'}
        </SubmitButton>
        <Link to={close} className={ui.button.secondary}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
