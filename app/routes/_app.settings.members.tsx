/**
 * /settings/members (spec sections 2, 4, 6; issue 6): the partner's members, 10 per page with
 * the page in the URL. The owner invites members, edits their roles, deactivates or activates
 * them and revokes their access. The panels and confirmations are URL states rendered by the
 * server (`?panel=invite`, `?panel=edit&member=…`, `?confirm=deactivate|revoke&member=…`), so
 * they work without JavaScript and never use window.confirm. Every action is checked here.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { Link } from '~/components/Link';
import { Field, FieldError } from '~/components/form/Field';
import { DataTable } from '~/components/list/DataTable';
import { Pager } from '~/components/list/Pager';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { isOwner } from '~/domain/access';
import { MEMBERS_PAGE_SIZE } from '~/domain/constants';
import { attempt, emptySubmission, failedReply, formRules, parseForm, unknownIntent, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import { roleList } from '~/server/reference-data.server';
import { memberStatus, roleLabel } from '~/domain/roles';
import { redirectWithToast } from '~/server/toast.server';
import { editRolesSchema, inviteSchema, memberSchema, memberStatusSchema } from '~/server/validation/team.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';

// The script only while the owner's invite or edit form is open (its checks); the list needs none.
export const handle: PageHandle = { title: 'Members', routeName: 'settings.members', area: 'settings.members', enhance: (data) => Boolean((data as { formOpen?: boolean } | undefined)?.formOpen) };
export const meta = pageMeta;

export const NOT_OWNER_MESSAGE = 'Only the partner owner can manage members';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const [list, roles] = await Promise.all([api.team.members(ctx.partner.id, page), roleList(api)]);
  const panel = new URL(request.url).searchParams.get('panel');
  return json({
    isOwner: isOwner(ctx.roles),
    formOpen: isOwner(ctx.roles) && (panel === 'invite' || panel === 'edit'),
    page,
    pages: Math.max(1, Math.ceil(list.metadata.total / MEMBERS_PAGE_SIZE)),
    total: list.metadata.total,
    roles: roles.map((r) => ({ name: r.name, label: r.label, description: r.description })),
    inviteRules: formRules(inviteSchema),
    editRules: formRules(editRolesSchema),
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

/** Back to the list (keeping a valid page) after an action. */
const listUrl = (request: Request) => {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  return `/settings/members${page > 1 ? `?page=${page}` : ''}`;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, { ...handle, owner: NOT_OWNER_MESSAGE });
  const formData = await readForm(request, context);
  const back = listUrl(request);
  switch (formData.get('intent')) {
    case 'invite': {
      const submission = parseForm(formData, inviteSchema);
      if (submission.status !== 'success') return invalidReply(submission);
      const result = await attempt(() => api.team.invite({ owner_type: 'partner', owner_id: ctx.partner.id, member_email: submission.value.email, member_roles: submission.value.roles }));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, back, { type: 'success', message: 'Invitation sent to {{email}}', values: { email: submission.value.email } });
    }
    case 'edit-roles': {
      const submission = parseForm(formData, editRolesSchema);
      if (submission.status !== 'success') return invalidReply(submission);
      const result = await attempt(() => api.team.editRoles(submission.value.member, submission.value.roles));
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirectWithToast(request, back, { type: 'success', message: 'Member roles updated' });
    }
    case 'set-status': {
      // The toggle sends the opposite of the member's current state (spec section 4).
      const submission = parseForm(formData, memberStatusSchema);
      if (submission.status !== 'success') return failedReply(request, context, submission, 'Please choose a member', { via: 'toast' });
      const disabled = submission.value.disabled === '1' ? 1 : 0;
      const result = await attempt(() => api.team.setStatus(submission.value.member, disabled));
      if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
      return redirectWithToast(request, back, { type: 'success', message: disabled ? 'Member deactivated' : 'Member activated' });
    }
    case 'revoke': {
      const submission = parseForm(formData, memberSchema);
      if (submission.status !== 'success') return failedReply(request, context, submission, 'Please choose a member', { via: 'toast' });
      const result = await attempt(() => api.team.editRoles(submission.value.member, []));
      if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
      return redirectWithToast(request, back, { type: 'success', message: 'Access revoked' });
    }
    default:
      return unknownIntent(emptySubmission(formData));
  }
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
  const say = useWords('settings');
  return (
    <div className={ui.stack}>
      {data.isOwner && panel === 'invite' ? <MemberPanel data={data} close={close} /> : null}
      {data.isOwner && panel === 'edit' && target ? <MemberPanel data={data} close={close} member={target} /> : null}
      {data.isOwner && confirm && target ? <ConfirmStep kind={confirm === 'revoke' ? 'revoke' : 'deactivate'} member={target} close={close} /> : null}
      <section className={ui.card}>
        <div className={css.pager}>
          <h2 className={ui.flushHeading}>{say('Team members')}</h2>
          {data.isOwner && panel !== 'invite' ? (
            <Link to={here({ panel: 'invite' })} className={ui.button.primary}>
              {say('Invite member')}
            </Link>
          ) : null}
        </div>
        {data.members.length === 0 ? (
          <p>{say('No members yet. Invite the people who help you run your fleet, with the roles they need.')}</p>
        ) : (
          <DataTable
            caption={say('Members, page {{page}} of {{pages}}', { page: data.page, pages: data.pages })}
            rows={data.members}
            rowKey={(m) => m.id}
            testId="member-row"
            columns={[
              { key: 'name', header: say('Name'), cell: (m) => <span translate="no">{m.name}</span> },
              { key: 'email', header: say('Email'), cell: (m) => <span translate="no">{m.email}</span> },
              {
                key: 'roles',
                header: say('Roles'),
                cell: (m) =>
                  m.roles.length ? (
                    m.roles.map((r) => (
                      <span key={r} className={css.pill}>
                        {say(roleLabel(r))}
                      </span>
                    ))
                  ) : (
                    <span className={`${css.pill} ${css.pillMuted}`}>{say('No access')}</span>
                  ),
              },
              { key: 'status', header: say('Status'), cell: (m) => say(m.status) },
              ...(data.isOwner
                ? [
                    {
                      key: 'actions',
                      header: say('Actions'),
                      cell: (m: LoaderData['members'][number]) => (
                        <div className={css.actionsCell}>
                          <Link to={here({ panel: 'edit', member: String(m.id) })} className={css.linkButton} aria-label={say('Edit roles of {{email}}', { email: m.email })}>
                            {say('Edit roles')}
                          </Link>
                          {m.disabled ? (
                            <PostForm action={here({})}>
                              <input type="hidden" name="member" value={m.id} />
                              <input type="hidden" name="disabled" value="0" />
                              <button type="submit" name="intent" value="set-status" className={css.linkButton} aria-label={say('Activate {{email}}', { email: m.email })}>
                                {say('Activate')}
                              </button>
                            </PostForm>
                          ) : (
                            <Link to={here({ confirm: 'deactivate', member: String(m.id) })} className={css.linkButton} aria-label={say('Deactivate {{email}}', { email: m.email })}>
                              {say('Deactivate')}
                            </Link>
                          )}
                          {m.roles.length ? (
                            <Link to={here({ confirm: 'revoke', member: String(m.id) })} className={css.linkButton} aria-label={say('Revoke access of {{email}}', { email: m.email })}>
                              {say('Revoke access')}
                            </Link>
                          ) : null}
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
        <Pager path="/settings/members" query={{}} page={data.page} total={data.total} perPage={MEMBERS_PAGE_SIZE} items="{{count}} members" />
      </section>
    </div>
  );
}

function MemberPanel({ data, close, member }: { data: LoaderData; close: string; member?: LoaderData['members'][number] }) {
  const lastResult = useActionData<typeof action>();
  const intent = member ? 'edit-roles' : 'invite';
  const [form, fields] = useAppForm({
    id: `${intent}-form`,
    rules: member ? data.editRules : data.inviteRules,
    lastResult,
    intent,
    defaultValue: member ? { email: member.email, roles: member.roles, member: String(member.id) } : undefined,
  });
  const say = useWords('settings');
  const title = member ? say('Update member role') : say('Send an invite to a new member');
  const rolesField = fields.roles as unknown as { name: string; errors?: string[]; errorId: string; id: string };
  return (
    <section className={`${ui.card} ${css.panel}`} aria-labelledby="member-panel-title">
      <h2 id="member-panel-title">{title}</h2>
      <PostForm {...formProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        {member ? (
          <>
            <input type="hidden" name="member" value={member.id} />
            <p>
              <strong>{say('Email:')}</strong> <span translate="no">{member.email}</span>
            </p>
          </>
        ) : (
          <Field label={say('Email')} meta={fields.email as never} type="email" autoComplete="off" />
        )}
        <fieldset className={css.plainFieldset} aria-describedby={rolesField.errors?.length ? rolesField.errorId : undefined}>
          <legend className={ui.label}>{say('Roles')}</legend>
          {data.roles.map((r) => (
            <label key={r.name} className={css.checkRow}>
              <input type="checkbox" name={rolesField.name} value={r.name} defaultChecked={member?.roles.includes(r.name)} form={form.id} className={ui.checkbox} />
              <span>
                <strong>{say(r.label)}</strong>
                <span className={`${ui.muted} ${css.checkHint}`}>{say(r.description)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldError meta={rolesField} />
        <div className={ui.row}>
          <SubmitButton intent={intent} pendingText={say('Processing...')} full={false}>
            {member ? say('Update') : say('Send Invite')}
          </SubmitButton>
          <Link to={close} className={ui.button.secondary}>
            {say('Close')}
          </Link>
        </div>
      </PostForm>
    </section>
  );
}

function ConfirmStep({ kind, member, close }: { kind: 'deactivate' | 'revoke'; member: LoaderData['members'][number]; close: string }) {
  const who = member.name !== '—' ? member.name : member.email;
  const say = useWords('settings');
  return (
    <section className={`${ui.card} ${css.panel}`} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title">{kind === 'deactivate' ? say('Deactivate {{who}}?', { who }) : say('Revoke access of {{who}}?', { who })}</h2>
      <p id="confirm-text">
        {kind === 'deactivate'
          ? say('{{who}} will lose access to this partner until you reactivate them.', { who })
          : say("All of {{who}}'s roles will be removed; they will no longer be able to open this partner's pages.", { who })}
      </p>
      <PostForm action={close} className={ui.row}>
        <input type="hidden" name="member" value={member.id} />
        {kind === 'deactivate' ? <input type="hidden" name="disabled" value="1" /> : null}
        <SubmitButton intent={kind === 'deactivate' ? 'set-status' : 'revoke'} pendingText={say('Processing...')} variant="danger" full={false}>
          {kind === 'deactivate' ? say('Deactivate') : say('Revoke access')}
        </SubmitButton>
        <Link to={close} className={ui.button.secondary}>
          {say('Cancel')}
        </Link>
      </PostForm>
    </section>
  );
}
