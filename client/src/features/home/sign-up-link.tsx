import { Link } from 'react-router-dom';
import { MemberPart } from '../../lib/member-part';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../../lib/header-query';
import { LOGIN_RETURN_ATTRIBUTE } from '../../lib/early-events/capture';
import * as buttonCss from '../../components/button.css';

const SIZES = { sm: buttonCss.sm, md: buttonCss.md, lg: buttonCss.lg } as const;
const VARIANTS = { solid: buttonCss.solid, outline: buttonCss.outline } as const;

/**
 * The invitation to join: for a visitor, the same sign-in link as the header's 'Masuk / Daftar'
 * (a full page load: the gateway starts the sign-on flow, where new members register); a member
 * already signed in gets a link to their points instead. A rounded brand button; `className`
 * adds the place's own look (white on a hero, full width).
 */
export function SignUpLink(props: Parameters<typeof SignUpLinkFor>[0]) {
  return (
    <MemberPart>
      <SignUpLinkFor {...props} />
    </MemberPart>
  );
}

function SignUpLinkFor({
  label = 'Masuk / Daftar',
  returnTo,
  memberLabel = 'Lihat Poin Saya',
  memberHref = paths.accountPoint(),
  size = 'md',
  variant = 'solid',
  className,
}: {
  label?: string;
  /** Where the sign-on flow comes back to; the current page when left out. */
  returnTo?: string;
  memberLabel?: string;
  memberHref?: string;
  size?: keyof typeof SIZES;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  const { data } = useHeaderData();
  const classes = [
    buttonCss.root,
    SIZES[size],
    buttonCss.brand,
    VARIANTS[variant],
    buttonCss.pill,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (data?.viewer) {
    return (
      <Link to={memberHref} className={classes}>
        {memberLabel}
      </Link>
    );
  }
  return (
    <a href={paths.login()} className={classes} {...{ [LOGIN_RETURN_ATTRIBUTE]: returnTo }}>
      {label}
    </a>
  );
}
