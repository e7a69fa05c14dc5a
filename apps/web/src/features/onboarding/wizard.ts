import type { OnboardingStatus } from '@quickrdv/core';
import { createContext, useContext } from 'react';
import { onboardingStrings } from './onboarding.strings';

export type WizardStepPath = keyof typeof onboardingStrings.steps;

/** The wizard's steps in order; `done` says whether the server counts the step as complete. */
export const WIZARD_STEPS: { path: WizardStepPath; done: (status: OnboardingStatus) => boolean }[] = [
  { path: 'coordonnees', done: (s) => s.steps.details },
  { path: 'photos', done: (s) => s.counts.photos > 0 },
  { path: 'prestations', done: (s) => s.steps.services },
  { path: 'horaires', done: (s) => s.steps.hours },
  { path: 'personnel', done: (s) => s.steps.staff },
];

/** Route of the wizard under the space's base. */
export const WIZARD_PATH = 'demarrage';

/**
 * A step can be opened once every required step before it is complete (photos are optional), so the
 * wizard cannot be skipped through its stepper.
 */
export function reachableSteps(status: OnboardingStatus | undefined): number {
  if (!status) return 1;
  const { steps } = status;
  if (!steps.details) return 1;
  if (!steps.services) return 3;
  if (!steps.hours) return 4;
  return 5;
}

/** The step to reopen when the wizard is entered without one. */
export function resumeStep(status: OnboardingStatus): WizardStepPath {
  const index = Math.min(reachableSteps(status), WIZARD_STEPS.length) - 1;
  return WIZARD_STEPS[index]!.path;
}

/** What a screen needs to know when it is shown as a step of the wizard. */
export interface Wizard {
  index: number;
  isLast: boolean;
  previousPath: string | null;
  /** Goes to the next step; on the last step, completes the setup and opens the space. */
  next: () => Promise<void>;
}

export const WizardContext = createContext<Wizard | null>(null);

/** The wizard when the screen is one of its steps ('onboarding' mode), null in the professional space. */
export function useWizard(): Wizard | null {
  return useContext(WizardContext);
}
