import { useMutation } from '@apollo/client/react';
import { Alert, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PARTNER_INQUIRY_FIELDS,
  partnerInquirySchema,
  type PartnerInquiryInput,
} from '@myvalue/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormField, InputField, registered } from '../../components/form-field';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { graphql } from '../../gql';
import { resultOf, showRefusal } from '../../lib/form-refusal';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as linkCss from '../../components/link.css';
import * as spinnerCss from '../../components/spinner.css';
import * as businessCss from './business.css';

export const SubmitPartnerInquiryMutation = graphql(`
  mutation SubmitPartnerInquiry($input: PartnerInquiryInput!) {
    submitPartnerInquiry(input: $input) {
      ok
      error {
        code
        message
      }
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const SUCCESS_MESSAGE = 'Terima kasih! Tim kami akan menghubungi kamu dalam 2 hari kerja.';
const FAILURE_MESSAGE = 'Pesan belum terkirim. Periksa koneksi kamu, lalu coba lagi.';

const EMPTY: PartnerInquiryInput = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  message: '',
};

function benefitsFor(brandName: string) {
  return [
    {
      title: 'Jangkau member aktif',
      text: `Promo dan voucher brand-mu tampil di situs dan aplikasi ${brandName}, di depan member yang siap berbelanja.`,
    },
    {
      title: 'Datangkan pelanggan ke outlet',
      text: 'Member menukar poin dengan voucher-mu lalu datang ke outlet untuk memakainya.',
    },
    {
      title: 'Kampanye bersama',
      text: 'Ikut kampanye tematik dan event komunitas yang kami promosikan ke seluruh member.',
    },
    {
      title: 'Hasil yang terukur',
      text: 'Pantau jumlah voucher yang diklaim dan ditukar di setiap outlet.',
    },
  ];
}

function PartnerForm() {
  const [submitInquiry] = useMutation(SubmitPartnerInquiryMutation);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(partnerInquirySchema),
    defaultValues: EMPTY,
    // Errors appear on submit, then follow the visitor's corrections as they type.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const result = await resultOf(
      submitInquiry({ variables: { input } }).then(({ data }) => data?.submitPartnerInquiry),
    );
    if (result?.ok) {
      setSent(true);
      return;
    }
    // The server's verdict on each field goes beside that field, like the form's own.
    setFormError(
      showRefusal(result, form, {
        fields: PARTNER_INQUIRY_FIELDS,
        messages: { failure: FAILURE_MESSAGE },
      }),
    );
  });

  if (sent) {
    return (
      <Alert.Root status="success" role="status" data-testid="partner-success">
        <Alert.Indicator />
        <Alert.Title>{SUCCESS_MESSAGE}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    // POST: a browser without JavaScript must not put the contact's details in an address.
    <form onSubmit={onSubmit} noValidate method="post" aria-labelledby="partner-form-heading">
      <div className={businessCss.form}>
        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <div className={businessCss.formPairs}>
          <InputField
            required
            {...registered(form, 'companyName')}
            label="Nama perusahaan"
            autoComplete="organization"
          />
          <InputField
            required
            {...registered(form, 'contactName')}
            label="Nama kontak"
            autoComplete="name"
          />
          <InputField
            required
            {...registered(form, 'email')}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <InputField
            required
            {...registered(form, 'phone')}
            label="Nomor HP"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        </div>
        <FormField label="Pesan" required error={errors.message?.message}>
          {(describedBy) => (
            <Textarea rows={5} {...register('message')} aria-describedby={describedBy} />
          )}
        </FormField>
        <div>
          <button
            type="submit"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid}`}
            disabled={isSubmitting}
            data-loading={isSubmitting ? '' : undefined}
          >
            {isSubmitting ? (
              // Chakra's loading text: the spinner, then the text in the label's place.
              <span className={buttonCss.loading}>
                <span className={spinnerCss.root} />
                Mengirim
              </span>
            ) : (
              'Kirim'
            )}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * The partner page: the pitch, the benefits and the inquiry form. Plain markup but for the
 * form's fields and its alerts (Chakra's): the route keeps Chakra's runtime for them.
 */
export function Component() {
  const { brandName } = usePublicConfig();
  return (
    <>
      <PageHead
        title="Jadi Partner"
        description={`Jadikan bisnismu partner ${brandName}: jangkau member lewat promo dan voucher, lalu hubungi tim kami lewat formulir ini.`}
      />
      <section className={businessCss.hero}>
        <div className={containerCss.root}>
          <Link to="/" className={`${linkCss.root} ${businessCss.back}`}>
            ← Kembali ke beranda
          </Link>
          <h1 className={businessCss.heroTitle}>{`Jadi Partner ${brandName}`}</h1>
          <p className={businessCss.heroLead}>
            Jangkau member {brandName} dengan promo dan voucher brand-mu. Daftarkan bisnismu, tim
            kami akan membantu dari penawaran pertama sampai voucher ditukar di outlet.
          </p>
        </div>
      </section>

      <div className={`${containerCss.root} ${businessCss.body}`}>
        <h2 className={businessCss.title}>Keuntungan bergabung</h2>
        <ul className={businessCss.benefits}>
          {benefitsFor(brandName).map((benefit) => (
            <li key={benefit.title} className={businessCss.benefit}>
              <h3 className={businessCss.benefitTitle}>{benefit.title}</h3>
              <p className={businessCss.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>

        <section className={businessCss.contact} aria-labelledby="partner-form-heading">
          <h2 className={businessCss.title} id="partner-form-heading">
            Hubungi tim partnership
          </h2>
          <p className={businessCss.contactLead}>
            Ceritakan sedikit tentang bisnismu. Semua kolom wajib diisi.
          </p>
          <PartnerForm />
        </section>
      </div>
    </>
  );
}
