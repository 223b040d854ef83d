import { useMutation } from '@apollo/client/react';
import { emailSchema, phoneSchema } from '@myvalue/validation';
import { graphql } from '../../gql';
import { ContactChangeForm, type ContactKind } from './contact-change-form';
import { messageOutcome, profileOutcome } from './server-errors';

const RequestEmailOtpMutation = graphql(`
  mutation RequestEmailOtp($email: String!) {
    requestEmailOtp(email: $email) {
      ...SettingsOutcome_messageResult
      expiresIn
    }
  }
`);

const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($email: String!, $otp: String!) {
    changeEmail(email: $email, otp: $otp) {
      ...SettingsOutcome_profileResult
      user {
        valueId
        email
        emailVerified
        verified
      }
    }
  }
`);

const RequestPhoneOtpMutation = graphql(`
  mutation RequestPhoneOtp($phone: String!) {
    requestPhoneOtp(phone: $phone) {
      ...SettingsOutcome_messageResult
      expiresIn
    }
  }
`);

const ChangePhoneMutation = graphql(`
  mutation ChangePhone($phone: String!, $otp: String!) {
    changePhone(phone: $phone, otp: $otp) {
      ...SettingsOutcome_profileResult
      user {
        valueId
        phone
        phoneVerified
        verified
      }
    }
  }
`);

const EMAIL: ContactKind = {
  field: 'email',
  noun: 'Email',
  nounInSentence: 'email',
  input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  rule: emailSchema.shape.email,
  addressCodes: ['email_registered', 'validation_error'],
  success: 'Email berhasil diubah',
};

const PHONE: ContactKind = {
  field: 'phone',
  noun: 'Nomor HP',
  nounInSentence: 'nomor HP',
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', helper: 'Contoh: 081234567890' },
  rule: phoneSchema.shape.phone,
  addressCodes: ['phone_registered', 'validation_error'],
  success: 'Nomor HP berhasil diubah',
};

export function EmailForm(props: { email: string | null; verified: boolean }) {
  const [requestOtp] = useMutation(RequestEmailOtpMutation);
  const [changeEmail] = useMutation(ChangeEmailMutation);
  return (
    <ContactChangeForm
      kind={EMAIL}
      current={{ value: props.email, verified: props.verified }}
      request={async (email) =>
        messageOutcome((await requestOtp({ variables: { email } })).data?.requestEmailOtp)
      }
      change={async (email, otp) =>
        profileOutcome((await changeEmail({ variables: { email, otp } })).data?.changeEmail)
      }
    />
  );
}

export function PhoneForm(props: { phone: string | null; verified: boolean }) {
  const [requestOtp] = useMutation(RequestPhoneOtpMutation);
  const [changePhone] = useMutation(ChangePhoneMutation);
  return (
    <ContactChangeForm
      kind={PHONE}
      current={{ value: props.phone, verified: props.verified }}
      request={async (phone) =>
        messageOutcome((await requestOtp({ variables: { phone } })).data?.requestPhoneOtp)
      }
      change={async (phone, otp) =>
        profileOutcome((await changePhone({ variables: { phone, otp } })).data?.changePhone)
      }
    />
  );
}
