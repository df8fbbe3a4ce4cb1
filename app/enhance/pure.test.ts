import { describe, expect, it } from 'vitest';
import { mmss, nextOtp, secondsUntil } from '~/lib/countdown';
import { fileSize } from '~/lib/file-size';
import { countryMatches, parseCountryOption } from '~/enhance/phone';
import { nextStopText } from '~/domain/stop-line';
import { FOLLOW_AFTER_LOAD_MS, followDelay } from '~/enhance/live-trip';
import { LIVE_TRIP_STARTER } from '~/components/trips/LiveTrip';

describe('the enhancement script’s pure parts (ADR 0020)', () => {
  it('counts down the OTP resend', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(0, 5_000)).toBe(0);
    expect([0, 5, 65, 120].map(mmss)).toEqual(['0:00', '0:05', '1:05', '2:00']);
  });

  it('keeps a code to digits, keeps a pasted one, and clears a complete one edited below its length', () => {
    expect(nextOtp('', '98 76', 4)).toBe('9876');
    expect(nextOtp('12', '12a3', 4)).toBe('123');
    expect(nextOtp('1234', '123', 4)).toBe('');
    expect(nextOtp('', '123456', 4)).toBe('1234');
  });

  it('reads a country option and searches by name', () => {
    expect(parseCountryOption('🇳🇬 Nigeria (+234)')).toEqual({ flag: '🇳🇬', name: 'Nigeria', dialCode: '+234' });
    expect(parseCountryOption('🇬🇧 United Kingdom (+44)')).toEqual({ flag: '🇬🇧', name: 'United Kingdom', dialCode: '+44' });
    expect(parseCountryOption('Nigeria')).toBeNull();
    expect(countryMatches('United Kingdom', ' king ')).toBe(true);
    expect(countryMatches('Ghana', 'nig')).toBe(false);
  });

  it('says a file’s size and the live trip’s next stop in the server’s words', () => {
    expect([500, 348_160, 1_258_291].map(fileSize)).toEqual(['1 KB', '340 KB', '1.2 MB']);
    expect(nextStopText({ next_stop: 'Ojota', eta_minutes: 7, last_stop: 'Ikeja' })).toBe('Next stop: Ojota in 7 min');
    expect(nextStopText({ next_stop: null, eta_minutes: 0, last_stop: 'CMS' })).toBe('At the last stop: CMS');
  });

  it('opens the live trip’s stream a second after load, at once when the code itself started that late', () => {
    expect(followDelay(400, 400)).toBe(FOLLOW_AFTER_LOAD_MS);
    expect(followDelay(400, 1000)).toBe(400);
    expect(followDelay(400, 1400)).toBe(0);
    expect(followDelay(400, 1450)).toBe(0);
    // The starter runs the code when the stream is due, not before (issue 23 §1).
    expect(LIVE_TRIP_STARTER).toContain(`},${FOLLOW_AFTER_LOAD_MS})`);
    expect(LIVE_TRIP_STARTER).not.toMatch(/<\/script|<!--/i);
  });
});
