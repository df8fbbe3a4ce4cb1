/** The invite panel's schema (spec section 5 "Invite"): email required and trimmed, at least one role. */
import { z } from 'zod';
import { PARTNER_ROLES } from '~/lib/access';

export const inviteSchema = z.object({
  email: z.string({ required_error: 'Please enter an email address' }).trim().email('Please enter a valid email address'),
  roles: z.array(z.enum(PARTNER_ROLES), { required_error: 'Please select at least one role' }).min(1, 'Please select at least one role'),
});

export const editRolesSchema = z.object({
  member: z.coerce.number().int().positive(),
  roles: z.array(z.enum(PARTNER_ROLES), { required_error: 'Please select at least one role' }).min(1, 'Please select at least one role'),
});
