import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, secretKey, signWebhook } from './signature';

describe('webhook signatures', () => {
  it("match the standard's published example", () => {
    // The example of the Standard Webhooks specification and of svix's documentation.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('agree with the library for a new secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretKey(secret)).toHaveLength(32);
    const at = new Date(1_800_000_000_000);
    expect(signWebhook(secret, 'evt_1', 1_800_000_000, '{"a":1}')).toBe(new Webhook(secret).sign('evt_1', at, '{"a":1}'));
  });

  it('read a secret of the old base64url form as the same key', () => {
    const secret = newWebhookSecret();
    const old = `whsec_${secretKey(secret).toString('base64url')}`;
    expect(signWebhook(old, 'evt_1', 1, 'x')).toBe(signWebhook(secret, 'evt_1', 1, 'x'));
  });
});
