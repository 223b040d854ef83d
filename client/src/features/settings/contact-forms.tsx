import { useMutation } from '@apollo/client/react';
import { emailSchema, phoneSchema } from '@myvalue/validation';
import { graphql } from '../../gql';
import { ContactChangeForm, type ContactKind } from './contact-change-form';

const RequestEmailOtpMutation = graphql(`
  mutation RequestEmailOtp($email: String!) {
    requestEmailOtp(email: $email) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
      message
      expiresIn
    }
  }
`);

const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($email: String!, $otp: String!) {
    changeEmail(email: $email, otp: $otp) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
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
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
      message
      expiresIn
    }
  }
`);

const ChangePhoneMutation = graphql(`
  mutation ChangePhone($phone: String!, $otp: String!) {
    changePhone(phone: $phone, otp: $otp) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
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
      request={async (email) => (await requestOtp({ variables: { email } })).data?.requestEmailOtp}
      change={async (email, otp) =>
        (await changeEmail({ variables: { email, otp } })).data?.changeEmail
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
      request={async (phone) => (await requestOtp({ variables: { phone } })).data?.requestPhoneOtp}
      change={async (phone, otp) =>
        (await changePhone({ variables: { phone, otp } })).data?.changePhone
      }
    />
  );
}
