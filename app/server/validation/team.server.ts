/**
 * Schemas of the team, invitations and organisation forms (spec sections 4, 5 and 6), server
 * only. Ids arrive as text and are checked as positive integers.
 */
import { z } from 'zod';
import { PARTNER_ROLES } from '~/domain/access';

const roles = z.array(z.enum(PARTNER_ROLES), { required_error: 'Please select at least one role' }).min(1, 'Please select at least one role');
export const positiveId = (message: string) => z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).positive(message);

/** The invite panel (spec section 5 "Invite"): email required and trimmed, at least one role. */
export const inviteSchema = z.object({
  email: z.string({ required_error: 'Please enter an email address' }).trim().max(120, 'Please use at most 120 characters').email('Please enter a valid email address'),
  roles,
});

export const editRolesSchema = z.object({ member: positiveId('Please choose a member'), roles });

/** Deactivate/activate (the toggle sends the opposite of the current state) and revoke. */
export const memberStatusSchema = z.object({ member: positiveId('Please choose a member'), disabled: z.enum(['0', '1'], { errorMap: () => ({ message: 'Please choose a member' }) }) });
export const memberSchema = z.object({ member: positiveId('Please choose a member') });

/** /organization: one of the user's organisations. */
export const organisationChoiceSchema = z.object({ partnerId: positiveId('Please choose one of your organisations') });

/** /invitations: accept or reject one invitation. */
export const invitationChoiceSchema = z.object({ partnerId: positiveId('Please choose an invitation') });

/** /welcome: the partner category. */
export const partnerTypeSchema = z.object({ type: z.enum(['business', 'individual'], { errorMap: () => ({ message: 'Please choose how you will sign up' }) }) });
