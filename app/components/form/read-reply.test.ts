import { describe, expect, it } from 'vitest';
import { readReply } from '~/components/form/reply';

const reply = { status: 'error', initialValue: { intent: 'swap-driver', driver_id: '7', channels: ['sms', 'email'] }, error: { '': ['Refused'], driver_id: ['Not class E', 'Licence expired'] } };

describe('readReply: the one reader of an action’s reply', () => {
  it('reads the form’s errors, a field’s first and all errors, and the echoed values', () => {
    const r = readReply(reply);
    expect(r).toMatchObject({ replied: true, formErrors: ['Refused'] });
    expect(r.error('driver_id')).toBe('Not class E');
    expect(r.errors('driver_id')).toEqual(['Not class E', 'Licence expired']);
    expect(r.value('driver_id')).toBe('7');
    expect(r.value('channels')).toEqual(['sms', 'email']);
    expect(r.error('vehicle_id')).toBeUndefined();
  });

  it('reads a reply for another form, or no reply, as empty', () => {
    for (const r of [readReply(reply, 'swap-vehicle'), readReply(undefined), readReply({ ok: true }), readReply(reply, 'insurance', 'type')]) {
      expect(r.replied).toBe(false);
      expect(r.formErrors).toBeUndefined();
      expect(r.error('driver_id')).toBeUndefined();
      expect(r.value('driver_id')).toBeUndefined();
    }
    expect(readReply(reply, 'swap-driver').error('')).toBe('Refused');
  });
});
