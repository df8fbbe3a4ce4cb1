/**
 * The API's calls for the account: places and cities, sign-in, the user, the partner and its KYC,
 * the team and invitations, notification preferences and the activity log.
 * One module per resource group, as the API's routers are (issue 55 §2): each call goes through
 * the client's `call` (app/api/client.server.ts), which times out, memoises reads and words errors.
 */
import { CITY_LIST_LIMIT, MEMBERS_PAGE_SIZE } from '~/domain/constants';
import { operations as o } from '~contract/operations';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import type { activityQuery } from '~contract/activity';
import type { Body, Call } from '~/api/calls/shared.server';

/** The account calls over `call`; see each for its path and reply. */
export function accountCalls(call: Call) {
  return {
    /** The optional features this API serves (contract/operations.ts FEATURES), if it says. */
    capabilities: async () => (await call('GET', '/v1/capabilities', { schema: o['capabilities'].answer })).data.features,
    countries: async () => (await call('GET', '/v1/countries', { schema: o['countries'].answer })).data,
    cities: async () =>
      (await call('GET', '/v1/city/all', { schema: o['cities'].answer, query: { limit: CITY_LIST_LIMIT, fields: 'id,name,code,country_id' } satisfies QueryOf<typeof q.cities> })).data,
    auth: {
      login: (body: Body<typeof r.login>) => call('POST', '/v1/login', { schema: o['auth.login'].answer, body }),
      register: async (body: Body<typeof r.register>) => (await call('POST', '/v1/users', { schema: o['auth.register'].answer, body })).data,
      requestOtp: async (body: Body<typeof r.otpRequest>) => (await call('POST', '/v1/otp-login', { schema: o['auth.requestOtp'].answer, body })).data,
      confirmOtp: async (referenceId: string, body: Body<typeof r.otpVerify>) =>
        (await call('PATCH', `/v1/otp-login/${encodeURIComponent(referenceId)}`, { schema: o['auth.confirmOtp'].answer, body })).data,
      forgotPassword: (body: Body<typeof r.passwordReset>) => call('POST', '/v1/password', { schema: o['auth.forgotPassword'].answer, body }),
      changePassword: (body: Body<typeof r.passwordChange>) => call('POST', '/v1/password/change', { schema: o['auth.changePassword'].answer, body }),
      logout: () => call('POST', '/v1/logout', { schema: o['auth.logout'].answer }),
    },
    users: {
      profile: async () => (await call('GET', '/v1/users/profile', { schema: o['users.profile'].answer })).data,
      updateProfile: async (body: Body<typeof r.profileUpdate>) => (await call('PATCH', '/v1/users/profile', { schema: o['users.updateProfile'].answer, body })).data,
      memberships: async (userId: number) => (await call('GET', `/v1/users/${userId}/partner-members`, { schema: o['users.memberships'].answer })).data,
    },
    partners: {
      create: async (body: Body<typeof r.partnerCreate>) => (await call('POST', '/v1/partners', { schema: o['partners.create'].answer, body })).data,
      get: async (id: number) => (await call('GET', `/v1/partners/${id}`, { schema: o['partners.get'].answer })).data,
      update: async (id: number, body: Body<typeof r.partnerUpdate>) => (await call('PATCH', `/v1/partners/${id}`, { schema: o['partners.update'].answer, body })).data,
      kycStatus: async (accountSid: string) => (await call('GET', `/v1/partners/${encodeURIComponent(accountSid)}/kyc/status`, { schema: o['partners.kycStatus'].answer })).data,
      cities: async (id: number) => (await call('GET', `/v1/partners/${id}/cities`, { schema: o['partners.cities'].answer })).data,
      addCity: (id: number, cityId: number) => call('POST', `/v1/partners/${id}/cities`, { schema: o['partners.addCity'].answer, body: { city_id: cityId } satisfies Body<typeof r.partnerCity> }),
      verifyIdentity: (accountSid: string, body: Body<typeof r.identityVerification>) =>
        call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/identity-verification`, { schema: o['partners.verifyIdentity'].answer, body }),
      verifyAddress: (accountSid: string, body: Body<typeof r.addressVerification>) =>
        call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/address-verification`, { schema: o['partners.verifyAddress'].answer, body }),
      summary: async (id: number, period: string) =>
        (await call('GET', `/v1/partners/${id}/summaries`, { schema: o['partners.summary'].answer, query: { period } satisfies QueryOf<typeof q.dashboardSummary> })).data,
      tripStats: async (id: number) => (await call('GET', `/v1/partners/${id}/trips/stats`, { schema: o['partners.tripStats'].answer })).data,
      ratings: async (id: number) => (await call('GET', `/v1/ratings/partners/${id}`, { schema: o['partners.ratings'].answer })).data,
      companyDocuments: async (id: number) =>
        (
          await call('GET', `/v1/partners/${id}/company-documents`, {
            schema: o['partners.companyDocuments'].answer,
          })
        ).data,
      addCompanyDocument: (id: number, body: Body<typeof r.companyDocument>) => call('POST', `/v1/partners/${id}/company-documents`, { schema: o['partners.addCompanyDocument'].answer, body }),
      live: async (id: number) => (await call('GET', `/v1/partners/${id}/live`, { schema: o['partners.live'].answer })).data,
      /**
       * The one projection of the fleet for `day` ('today', 'tomorrow' on the API's clock, or a
       * date; issue 32 §1): every vehicle and driver with its readiness. Without the day's trips
       * (`trips` is []): each trip carries its own verdict where the portal lists trips. With
       * `only` 'attention', the ready ones are left out (`totals` still counts them).
       */
      /** The fleet's readiness on `day`; with `only`, those not ready and the records named in `ids`. */
      fleetReadiness: async (id: number, day: string, only?: 'attention', ids?: number[]) =>
        (
          await call('GET', `/v1/partners/${id}/fleet/readiness`, {
            schema: o['partners.fleetReadiness'].answer,
            query: { day, omit: 'trips', only, ids: ids?.length ? ids.join(',') : undefined } satisfies QueryOf<typeof q.fleetReadiness>,
          })
        ).data,
    },
    places: async (input: string) => (await call('GET', '/v1/places/autocomplete', { schema: o['places'].answer, query: { input } satisfies QueryOf<typeof q.places> })).data,
    businessTypes: async () => (await call('GET', '/v1/business-types', { schema: o['businessTypes'].answer })).data,
    team: {
      roles: async () => (await call('GET', '/v1/acl/roles', { schema: o['team.roles'].answer, query: { group: 'partner' } satisfies QueryOf<typeof q.roles> })).data,
      members: (ownerId: number, page: number) =>
        call('GET', '/v1/account_members', {
          schema: o['team.members'].answer,
          query: { owner_id: ownerId, owner_type: 'partner', page, perPage: MEMBERS_PAGE_SIZE } satisfies QueryOf<typeof q.accountMembers>,
        }),
      invite: (body: Body<typeof r.invite>) => call('POST', '/v1/account_members', { schema: o['team.invite'].answer, body }),
      editRoles: (id: number, memberRoles: string[]) =>
        call('PATCH', `/v1/account_members/${id}/roles`, { schema: o['team.editRoles'].answer, body: { member_roles: memberRoles } satisfies Body<typeof r.memberRoles> }),
      setStatus: (id: number, disabled: 0 | 1) => call('PATCH', `/v1/account_members/${id}/status`, { schema: o['team.setStatus'].answer, body: { disabled } satisfies Body<typeof r.memberDisabled> }),
    },
    invitations: {
      /** The logged-in user's pending invitations. */
      list: async () => (await call('GET', '/v1/partner/invitations', { schema: o['invitations.list'].answer })).data,
      accept: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/accept`, { schema: o['invitations.accept'].answer }),
      reject: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/reject`, { schema: o['invitations.reject'].answer }),
      /** Look up an invitation by its code (no token needed). */
      byCode: async (code: string) => (await call('GET', '/v1/account_members/invite', { schema: o['invitations.byCode'].answer, query: { code } satisfies QueryOf<typeof q.invitation> })).data,
      acceptById: (memberId: number) => call('PATCH', `/v1/account_members/${memberId}/accept`, { schema: o['invitations.acceptById'].answer }),
    },
    notifications: {
      preferences: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/notification-preferences`, { schema: o['notifications.preferences'].answer })).data,
      savePreferences: async (partnerId: number, body: Body<typeof r.notificationPreferences>) =>
        (await call('PUT', `/v1/partners/${partnerId}/notification-preferences`, { schema: o['notifications.savePreferences'].answer, body })).data,
      /** Tomorrow's digest as the owner would receive it. */
      /** Tomorrow's digest as the person asking receives it, or (for the owner) as a manager of `scope` does (issue 42 §5). */
      preview: async (partnerId: number, scope?: 'vehicles' | 'drivers') =>
        (await call('GET', `/v1/partners/${partnerId}/notifications/preview`, { schema: o['notifications.preview'].answer, query: { scope } satisfies QueryOf<typeof q.digestPreview> })).data,
    },
    activity: {
      /** The activity log (issue 24 §3): newest first; a member gets only their own entries. */
      list: (partnerId: number, query: QueryOf<typeof activityQuery>) => call('GET', `/v1/partners/${partnerId}/activity`, { schema: o['activity.list'].answer, query }),
    },
  };
}
