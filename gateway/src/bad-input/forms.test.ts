// Script payloads in every text field of every form (the mutations behind them): each is
// refused with the form's Indonesian message or accepted as plain text, never a 5xx or a
// GraphQL error; and the pages that show the member's data back render none of it as markup.
// Search `q` and content HTML: http.test.ts.
import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { BUDI, useSignedIn } from '../test-support/sign-in.js';

const PAYLOAD = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
const RESULT = 'ok error { code message } fieldErrors { field message }';

/** Each form's mutation with the payload in every free-text field it has. */
const FORMS: Array<[form: string, mutation: string, variables: Record<string, unknown>]> = [
  [
    'name',
    `mutation ($v: String!) { r: updateName(firstName: $v, lastName: $v) { ${RESULT} } }`,
    { v: PAYLOAD },
  ],
  [
    'e-mail change',
    `mutation ($v: String!) { r: requestEmailOtp(email: $v) { ${RESULT} } }`,
    { v: PAYLOAD },
  ],
  [
    'phone change',
    `mutation ($v: String!) { r: requestPhoneOtp(phone: $v) { ${RESULT} } }`,
    { v: PAYLOAD },
  ],
  [
    'password',
    `mutation ($v: String!) { r: changePassword(oldPassword: $v, newPassword: $v) { ${RESULT} } }`,
    { v: `${PAYLOAD}1` },
  ],
  [
    'referral code',
    `mutation ($v: String!) { r: checkReferralCode(code: $v) { ok error { code message } } }`,
    { v: PAYLOAD },
  ],
  [
    'partner inquiry',
    `mutation ($v: PartnerInquiryInput!) { r: submitPartnerInquiry(input: $v) { ${RESULT} } }`,
    {
      v: {
        companyName: PAYLOAD,
        contactName: PAYLOAD,
        email: 'mitra@contoh.id',
        phone: '081234567890',
        message: `${PAYLOAD} ingin bermitra dengan MyValue`,
      },
    },
  ],
  [
    'event registration',
    `mutation ($v: EventRegistrationInput!) { r: registerForEvent(input: $v) { ok error { code message } } }`,
    {
      v: {
        eventId: '1',
        pointUsed: 0,
        attendees: [{ name: PAYLOAD, email: PAYLOAD, phoneNumber: PAYLOAD }],
      },
    },
  ],
];

describe.runIf(clientBuilt)('script payloads in form fields', () => {
  const harness = useHarness({ ssr: true, env: { PAGE_CACHE_SECONDS: '0' } });
  const budi = useSignedIn(harness, BUDI);

  it.each(FORMS)('the %s form refuses or keeps them as text', async (_form, mutation, vars) => {
    const { status, body } = await harness.graphql(mutation, vars, budi.cookie);
    expect(status).toBeLessThan(500);
    expect(body.errors).toBeUndefined();
    const result = body.data.r as { ok: boolean; error: { message: string } | null };
    // A refusal is the form's message, never the payload echoed back as markup.
    if (!result.ok) expect(result.error?.message).not.toContain('<script');
  });

  it('shows none of them as markup on the member pages', async () => {
    for (const url of ['/', '/account', '/account/setting']) {
      const response = await harness.app.inject({ url, headers: { cookie: budi.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('<script>alert(1)');
      expect(response.body, url).not.toMatch(/<img src=x onerror/i);
    }
    expect((await harness.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
