import { PASSWORD_RULES } from '@myvalue/validation';
import * as srOnlyCss from '../../components/sr-only.css';
import * as passwordRulesCss from './password-rules.css';

function Mark(props: { met: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={
        props.met ? `${passwordRulesCss.mark} ${passwordRulesCss.markMet}` : passwordRulesCss.mark
      }
    >
      {props.met ? '✓' : ''}
    </span>
  );
}

/**
 * The identity API's password rules as a checklist that ticks as the member types. Each line
 * says in words whether it is met, for screen readers; the list is the new password's
 * description.
 */
export function PasswordRules(props: { id: string; value: string }) {
  return (
    <ul id={props.id} className={passwordRulesCss.root} aria-label="Syarat kata sandi">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(props.value);
        return (
          <li key={rule.id} className={passwordRulesCss.item} data-met={met ? 'true' : 'false'}>
            <div
              className={
                met ? `${passwordRulesCss.line} ${passwordRulesCss.lineMet}` : passwordRulesCss.line
              }
            >
              <Mark met={met} />
              <span>{rule.label}</span>
              <span className={srOnlyCss.srOnly}>{met ? '(terpenuhi)' : '(belum terpenuhi)'}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
