import { useQuery } from '@apollo/client/react';
import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { SignUpLink } from '../../features/home/sign-up-link';
import { StandaloneTop } from '../../features/home/standalone-top';
import { formatPoints } from '../../lib/format';
import { paths } from '../../lib/paths';
import { checkOptions, codeOf, ReferralLandingQuery } from './referral-loader';
import * as buttonCss from '../../components/button.css';
import * as containerCss from '../../components/container.css';
import * as containerSizeCss from '../../components/container-size.css';
import * as pageCss from '../../components/page.css';
import * as textCss from '../../components/text.css';
import * as membershipCss from '../../features/home/membership.css';
import * as referralCss from './referral.css';

/** A GET form to /referral: checking a code works without JavaScript too. */
function CodeForm(props: { defaultValue?: string; label: string }) {
  return (
    <Form method="get" action={paths.referral()}>
      <Field.Root>
        <Field.Label>{props.label}</Field.Label>
        <div className={referralCss.formRow}>
          <Input
            name="code"
            defaultValue={props.defaultValue}
            placeholder="Contoh: BUDI2026"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={64}
            bg="white"
            css={{ '&:not(:placeholder-shown)': { textTransform: 'uppercase' } }}
          />
          <button
            type="submit"
            className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid} ${referralCss.formButton}`}
          >
            Cek Kode
          </button>
        </div>
        <Field.HelperText>Kode referral terdiri dari 4–20 huruf atau angka.</Field.HelperText>
      </Field.Root>
    </Form>
  );
}

function Card(props: { children: ReactNode }) {
  return <div className={referralCss.card}>{props.children}</div>;
}

function ValidInvite(props: { code: string; referrerName: string; reward: number | null }) {
  const { brandName } = usePublicConfig();
  const initial = props.referrerName.trim().charAt(0).toUpperCase();
  return (
    <Card>
      <div className={`${referralCss.stack4} ${referralCss.stack5} ${referralCss.centred}`}>
        <div className={referralCss.initial} aria-hidden="true">
          {initial}
        </div>
        <h1 className={`${pageCss.title} ${referralCss.inviteTitle}`}>
          {`${props.referrerName} mengundangmu ke ${brandName}`}
        </h1>
        <p className={textCss.muted}>
          Gabung gratis, kumpulkan poin di setiap transaksi di merchant partner, lalu tukarkan
          dengan voucher dan tiket event favoritmu.
        </p>
        <div className={referralCss.code}>
          <p className={referralCss.small}>Kode referral</p>
          <p className={referralCss.codeValue} data-testid="referral-code">
            {props.code}
          </p>
        </div>
        {props.reward ? (
          <p className={referralCss.reward}>
            Saat kamu bergabung dengan kode ini, {props.referrerName} mendapat{' '}
            <strong className={referralCss.strong}>{formatPoints(props.reward)}</strong> sebagai
            terima kasih. Nanti kamu juga bisa mengajak teman dan mendapat poin yang sama.
          </p>
        ) : null}
        <SignUpLink
          label="Daftar Sekarang"
          returnTo={paths.accountReferral()}
          memberLabel="Buka Kode Referral"
          memberHref={paths.accountReferral()}
          size="lg"
          className={referralCss.signUp}
        />
        <p className={referralCss.small}>
          Setelah mendaftar, masukkan kode {props.code} di menu Kode Referral.
        </p>
      </div>
    </Card>
  );
}

function InvalidCode(props: { code: string; reason: string | null }) {
  return (
    <Card>
      <div className={referralCss.stack4}>
        <h1 className={pageCss.title}>Kode referral tidak valid</h1>
        <p className={textCss.muted}>
          {props.reason === 'INVALID'
            ? `“${props.code}” bukan kode referral: kode terdiri dari 4–20 huruf atau angka.`
            : `Kode “${props.code}” tidak terdaftar. Periksa lagi penulisannya, atau minta kode terbaru dari temanmu.`}
        </p>
        <CodeForm label="Coba kode lain" />
        <p className={referralCss.note}>
          Tidak punya kode? Kamu tetap bisa{' '}
          <Link to={paths.learnMore()} className={referralCss.noteLink}>
            bergabung tanpa kode
          </Link>
          .
        </p>
      </div>
    </Card>
  );
}

function CheckFailed(props: { code: string }) {
  return (
    <Card>
      <div className={referralCss.stack4}>
        <h1 className={pageCss.title}>Kode belum bisa dicek</h1>
        <p className={textCss.muted}>
          Maaf, kami belum bisa memeriksa kode ini sekarang. Coba lagi sebentar lagi.
        </p>
        <CodeForm label="Kode referral" defaultValue={props.code} />
      </div>
    </Card>
  );
}

function Explainer() {
  const { brandName } = usePublicConfig();
  const steps = [
    'Bagikan kode referral-mu dari menu Kode Referral.',
    `Temanmu mendaftar di ${brandName} dengan kode itu.`,
    'Kamu mendapat poin untuk setiap teman yang bergabung.',
  ];
  return (
    <Card>
      <div className={`${referralCss.stack4} ${referralCss.stack5}`}>
        <div>
          <h1 className={pageCss.title}>Program Referral</h1>
          <p className={referralCss.subtitle}>Ajak teman, dapat poin bersama</p>
        </div>
        <p className={textCss.muted}>
          Setiap teman yang bergabung di {brandName} dengan kodemu menambah poinmu. Makin banyak
          yang ikut, makin banyak voucher yang bisa kamu tukar.
        </p>
        <ol className={referralCss.steps}>
          {steps.map((step, index) => (
            <li key={step} className={referralCss.step}>
              <div
                className={`${membershipCss.stepNumber} ${membershipCss.stepNumberXs}`}
                aria-hidden="true"
              >
                {index + 1}
              </div>
              <p className={referralCss.stepText}>{step}</p>
            </li>
          ))}
        </ol>
        <div className={referralCss.formSection}>
          <CodeForm label="Punya kode referral dari teman?" />
        </div>
        <SignUpLink
          label="Daftar dan Dapatkan Kodemu"
          returnTo={paths.accountReferral()}
          memberLabel="Bagikan Kode Referral-ku"
          memberHref={paths.accountReferral()}
          variant="outline"
        />
      </div>
    </Card>
  );
}

/**
 * SPEC 2: the public referral landing (no layout), reading `?code=`. Plain markup but for the
 * code form's field (Chakra's Field and Input): the route keeps Chakra's runtime for it.
 */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const code = codeOf(searchParams);
  const { data } = useQuery(ReferralLandingQuery, {
    variables: { code },
    skip: !code,
    ...checkOptions,
  });
  const check = data?.referralCode;

  let content;
  if (!code) content = <Explainer />;
  else if (!check) content = <CheckFailed code={code} />;
  else if (check.valid && check.referrerName) {
    content = (
      <ValidInvite
        code={check.code}
        referrerName={check.referrerName}
        reward={check.rewardPointPerReferral}
      />
    );
  } else content = <InvalidCode code={check.code} reason={check.reason} />;

  return (
    <div className={referralCss.root}>
      <PageHead
        title="Program Referral"
        description={
          check?.valid && check.referrerName
            ? `${check.referrerName} mengundangmu bergabung di ${brandName}. Daftar gratis dan mulai kumpulkan poin.`
            : `Ajak teman bergabung di ${brandName} dan dapatkan poin untuk setiap teman yang mendaftar.`
        }
        canonicalPath={paths.referral()}
      />
      <StandaloneTop />
      <div className={`${containerCss.root} ${containerSizeCss.maxLg} ${referralCss.body}`}>
        {content}
      </div>
    </div>
  );
}
