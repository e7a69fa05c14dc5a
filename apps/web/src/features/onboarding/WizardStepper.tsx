import type { OnboardingStatus } from '@quickrdv/core';
import { Link } from 'react-router';
import { useProBase } from '../pro-space/base-context';
import { onboardingStrings as t } from './onboarding.strings';
import { reachableSteps, WIZARD_PATH, WIZARD_STEPS } from './wizard';

/** The five steps, the current one highlighted; completed and reachable steps can be reopened. */
export function WizardStepper({
  current,
  status,
}: {
  current: number;
  status: OnboardingStatus | undefined;
}) {
  const { path } = useProBase();
  const reachable = Math.max(reachableSteps(status), current + 1);
  return (
    <nav aria-label={t.stepperLabel} className="wizard-stepper">
      <p className="wizard-step-count">
        {t.stepOf(
          current + 1,
          WIZARD_STEPS.length,
          WIZARD_STEPS[current] ? t.steps[WIZARD_STEPS[current].path] : '',
        )}
      </p>
      <ol>
        {WIZARD_STEPS.map((step, i) => {
          const done = i !== current && status !== undefined && step.done(status);
          const state = i === current ? 'current' : done ? 'done' : 'todo';
          const content = (
            <>
              <span className="wizard-step-dot" aria-hidden="true">
                {done ? <i className="pi pi-check" /> : i + 1}
              </span>
              <span className="wizard-step-label">{t.steps[step.path]}</span>
            </>
          );
          return (
            <li key={step.path} className={`wizard-step wizard-step-${state}`}>
              {i === current || i >= reachable ? (
                <span className="wizard-step-inner" aria-current={i === current ? 'step' : undefined}>
                  {content}
                </span>
              ) : (
                <Link className="wizard-step-inner" to={path(`${WIZARD_PATH}/${step.path}`)}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
