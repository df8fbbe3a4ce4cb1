/**
 * The API's calls for the account: places and cities, sign-in, the user, the partner and its KYC,
 * the team and invitations, notification preferences and the activity log.
 * One module per resource group, as the API's routers are (issue 55 §2): each call goes through
 * the client's `call` (app/api/client.server.ts), which times out, memoises reads and words errors.
 */
import { z } from 'zod';
import { CITY_LIST_LIMIT, MEMBERS_PAGE_SIZE } from '~/domain/constants';
import * as c from '~contract/core';
import * as f from '~contract/fleet';
import { activityPage } from '~contract/activity';
import type * as r from '~contract/requests';
import type * as q from '~contract/queries';
import type { QueryOf } from '~contract/queries';
import type { activityQuery } from '~contract/activity';
import { data, ok, type Body, type Call } from '~/api/calls/shared.server';

/** The account calls over `call`; see each for its path and reply. */
export function accountCalls(call: Call) {
  return {
    countries: async () => (await call('GET', '/v1/countries', { schema: data(z.array(c.country)) })).data,
    cities: async () =>
      (await call('GET', '/v1/city/all', { schema: data(z.array(c.city)), query: { limit: CITY_LIST_LIMIT, fields: 'id,name,code,country_id' } satisfies QueryOf<typeof q.cities> })).data,
    auth: {
      login: (body: Body<typeof r.login>) => call('POST', '/v1/login', { schema: c.loginReply, body }),
      register: async (body: Body<typeof r.register>) => (await call('POST', '/v1/users', { schema: data(c.userWithToken), body })).data,
      requestOtp: async (body: Body<typeof r.otpRequest>) => (await call('POST', '/v1/otp-login', { schema: c.otpRequestReply, body })).data,
      confirmOtp: async (referenceId: string, body: Body<typeof r.otpVerify>) =>
        (await call('PATCH', `/v1/otp-login/${encodeURIComponent(referenceId)}`, { schema: data(c.userWithToken), body })).data,
      forgotPassword: (body: Body<typeof r.passwordReset>) => call('POST', '/v1/password', { schema: ok, body }),
      changePassword: (body: Body<typeof r.passwordChange>) => call('POST', '/v1/password/change', { schema: ok, body }),
      logout: () => call('POST', '/v1/logout', { schema: ok }),
    },
    users: {
      profile: async () => (await call('GET', '/v1/users/profile', { schema: data(c.user) })).data,
      updateProfile: async (body: Body<typeof r.profileUpdate>) => (await call('PATCH', '/v1/users/profile', { schema: data(c.user), body })).data,
      memberships: async (userId: number) => (await call('GET', `/v1/users/${userId}/partner-members`, { schema: data(z.array(c.membership)) })).data,
    },
    partners: {
      create: async (body: Body<typeof r.partnerCreate>) => (await call('POST', '/v1/partners', { schema: data(c.partner), body })).data,
      get: async (id: number) => (await call('GET', `/v1/partners/${id}`, { schema: data(c.partner) })).data,
      update: async (id: number, body: Body<typeof r.partnerUpdate>) => (await call('PATCH', `/v1/partners/${id}`, { schema: data(c.partner), body })).data,
      kycStatus: async (accountSid: string) => (await call('GET', `/v1/partners/${encodeURIComponent(accountSid)}/kyc/status`, { schema: data(c.kycStatus) })).data,
      cities: async (id: number) => (await call('GET', `/v1/partners/${id}/cities`, { schema: data(z.array(c.city)) })).data,
      addCity: (id: number, cityId: number) => call('POST', `/v1/partners/${id}/cities`, { schema: ok, body: { city_id: cityId } satisfies Body<typeof r.partnerCity> }),
      verifyIdentity: (accountSid: string, body: Body<typeof r.identityVerification>) => call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/identity-verification`, { schema: ok, body }),
      verifyAddress: (accountSid: string, body: Body<typeof r.addressVerification>) => call('POST', `/v1/partners/${encodeURIComponent(accountSid)}/address-verification`, { schema: ok, body }),
      summary: async (id: number, period: string) =>
        (await call('GET', `/v1/partners/${id}/summaries`, { schema: data(c.dashboardSummary), query: { period } satisfies QueryOf<typeof q.dashboardSummary> })).data,
      tripStats: async (id: number) => (await call('GET', `/v1/partners/${id}/trips/stats`, { schema: data(z.array(c.tripStat)) })).data,
      ratings: async (id: number) => (await call('GET', `/v1/ratings/partners/${id}`, { schema: data(c.ratings) })).data,
      companyDocuments: async (id: number) =>
        (
          await call('GET', `/v1/partners/${id}/company-documents`, {
            schema: data(z.array(c.companyDocument)),
          })
        ).data,
      addCompanyDocument: (id: number, body: Body<typeof r.companyDocument>) => call('POST', `/v1/partners/${id}/company-documents`, { schema: ok, body }),
      live: async (id: number) => (await call('GET', `/v1/partners/${id}/live`, { schema: data(z.array(c.vehiclePosition)) })).data,
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
            schema: data(f.fleetReadiness),
            query: { day, omit: 'trips', only, ids: ids?.length ? ids.join(',') : undefined } satisfies QueryOf<typeof q.fleetReadiness>,
          })
        ).data,
    },
    places: async (input: string) => (await call('GET', '/v1/places/autocomplete', { schema: data(z.array(c.place)), query: { input } satisfies QueryOf<typeof q.places> })).data,
    businessTypes: async () => (await call('GET', '/v1/business-types', { schema: data(z.array(c.businessType)) })).data,
    team: {
      roles: async () => (await call('GET', '/v1/acl/roles', { schema: data(z.array(c.role)), query: { group: 'partner' } satisfies QueryOf<typeof q.roles> })).data,
      members: (ownerId: number, page: number) =>
        call('GET', '/v1/account_members', {
          schema: c.paged(c.accountMember),
          query: { owner_id: ownerId, owner_type: 'partner', page, perPage: MEMBERS_PAGE_SIZE } satisfies QueryOf<typeof q.accountMembers>,
        }),
      invite: (body: Body<typeof r.invite>) => call('POST', '/v1/account_members', { schema: ok, body }),
      editRoles: (id: number, memberRoles: string[]) => call('PATCH', `/v1/account_members/${id}/roles`, { schema: ok, body: { member_roles: memberRoles } satisfies Body<typeof r.memberRoles> }),
      setStatus: (id: number, disabled: 0 | 1) => call('PATCH', `/v1/account_members/${id}/status`, { schema: ok, body: { disabled } satisfies Body<typeof r.memberDisabled> }),
    },
    invitations: {
      /** The logged-in user's pending invitations. */
      list: async () => (await call('GET', '/v1/partner/invitations', { schema: data(z.array(c.invitation)) })).data,
      accept: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/accept`, { schema: ok }),
      reject: (partnerId: number) => call('POST', `/v1/partners/${partnerId}/member-invitations/reject`, { schema: ok }),
      /** Look up an invitation by its code (no token needed). */
      byCode: async (code: string) => (await call('GET', '/v1/account_members/invite', { schema: data(c.inviteLookup), query: { code } satisfies QueryOf<typeof q.invitation> })).data,
      acceptById: (memberId: number) => call('PATCH', `/v1/account_members/${memberId}/accept`, { schema: ok }),
    },
    notifications: {
      preferences: async (partnerId: number) => (await call('GET', `/v1/partners/${partnerId}/notification-preferences`, { schema: data(f.notificationPreferences) })).data,
      savePreferences: async (partnerId: number, body: Body<typeof r.notificationPreferences>) =>
        (await call('PUT', `/v1/partners/${partnerId}/notification-preferences`, { schema: data(f.notificationPreferences), body })).data,
      /** Tomorrow's digest as the owner would receive it. */
      /** Tomorrow's digest as the person asking receives it, or (for the owner) as a manager of `scope` does (issue 42 §5). */
      preview: async (partnerId: number, scope?: 'vehicles' | 'drivers') =>
        (await call('GET', `/v1/partners/${partnerId}/notifications/preview`, { schema: data(f.digestPreview), query: { scope } satisfies QueryOf<typeof q.digestPreview> })).data,
    },
    activity: {
      /** The activity log (issue 24 §3): newest first; a member gets only their own entries. */
      list: (partnerId: number, query: QueryOf<typeof activityQuery>) => call('GET', `/v1/partners/${partnerId}/activity`, { schema: activityPage, query }),
    },
  };
}
